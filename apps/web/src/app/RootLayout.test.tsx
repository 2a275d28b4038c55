import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { expectConsoleError } from '@/test/console-guard';
import { setupUser } from '@/test/user';
import { RootLayout } from './RootLayout';

function Broken(): never {
  throw new Error('render failed');
}

function Page({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{title}</h1>
      <Link to="/next">다음</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        뒤로
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Page title="처음" /> },
      { path: '/next', element: <Page title="다음 화면" /> },
      { path: '/broken', element: <Broken /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/** The app's declarative router (App.tsx) in memory, at `path`. */
function renderAt(path: string) {
  render(
    <LanguageProvider initialLanguage="KOR">
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

describe('RootLayout', () => {
  let scrollY = 0;
  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => vi.restoreAllMocks());

  it('when a page fails to render, then the error screen shows until another address is opened', async () => {
    expectConsoleError(/render failed/);
    const user = setupUser();
    renderAt('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 표시하지 못했습니다');

    await user.click(screen.getByRole('link', { name: '홈으로 가기' }));
    expect(await screen.findByRole('heading', { name: '처음' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a link is followed, then the new page starts at the top, and back returns to where the visitor was', async () => {
    const user = setupUser();
    renderAt('/');
    scrollY = 640;

    await user.click(screen.getByRole('link', { name: '다음' }));
    expect(await screen.findByRole('heading', { name: '다음 화면' })).toBeInTheDocument();
    expect(scrollY).toBe(0);

    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(await screen.findByRole('heading', { name: '처음' })).toBeInTheDocument();
    expect(scrollY).toBe(640);
  });
});
