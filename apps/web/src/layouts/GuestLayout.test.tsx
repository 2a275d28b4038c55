import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { GuestLayout } from './GuestLayout';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

function renderGuestLayout() {
  return renderRoutes(
    [
      {
        element: <GuestLayout />,
        children: [
          { path: '/', element: <h1>홈 본문</h1> },
          { path: '/academy-tour', element: <h1>둘러보기 본문</h1> },
        ],
      },
    ],
    '/',
  );
}

const sidebarNav = () => screen.queryByRole('navigation', { name: '전체 메뉴' });
const menuButton = () => screen.getByRole('button', { name: '메뉴' });

/** The panel the menu button controls, found through aria-controls. */
function sidebarPanel(): HTMLElement {
  const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the menu button controls no element');
  return panel;
}

async function openSidebar() {
  const user = setupUser();
  renderGuestLayout();
  await user.click(menuButton());
  return user;
}

describe('GuestLayout sidebar', () => {
  it('when the page loads, then the sidebar is closed and the menu button says so', () => {
    renderGuestLayout();
    expect(sidebarNav()).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the menu button is clicked, then the sidebar opens with the guest links', async () => {
    await openSidebar();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebarPanel()).toBeVisible();
    const panel = within(sidebarPanel());
    for (const name of [
      '홈',
      '학원 둘러보기',
      '레슨 신청',
      '원데이 클래스',
      '문의하기',
      '문의 확인',
    ]) {
      expect(panel.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(panel.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('when the user clicks outside the sidebar, then it closes', async () => {
    const user = await openSidebar();
    await user.click(screen.getByRole('heading', { name: '홈 본문' }));
    expect(sidebarNav()).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the user clicks inside the sidebar, then it stays open', async () => {
    const user = await openSidebar();
    await user.click(sidebarPanel());
    expect(sidebarPanel()).toBeVisible();
  });

  it('when Escape is pressed, then it closes and focus returns to the menu button', async () => {
    const user = await openSidebar();
    await user.keyboard('{Escape}');
    expect(sidebarNav()).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('when a sidebar link is followed, then it closes after navigation', async () => {
    const user = await openSidebar();
    await user.click(within(sidebarPanel()).getByRole('link', { name: '학원 둘러보기' }));
    expect(await screen.findByRole('heading', { name: '둘러보기 본문' })).toBeInTheDocument();
    await waitFor(() => expect(sidebarNav()).not.toBeInTheDocument());
  });

  it('when the sidebar language toggle is clicked, then the interface switches to English', async () => {
    const user = await openSidebar();
    await user.click(within(sidebarPanel()).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
