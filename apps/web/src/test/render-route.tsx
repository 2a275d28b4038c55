import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitialEntry, RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { LanguageProvider } from '@/i18n/LanguageProvider';

/** Renders route objects at `entry` (a path, or a location with state) inside the real providers. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient };
}

/** Renders one element as the only route at `path`. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** The user-event session a test drives the page with. */
export type TUser = ReturnType<typeof userEvent.setup>;

/**
 * Renders `element` at `path` with every other path a stand-in screen, so a test can follow
 * where the page navigates to (`router.state.location`).
 */
export function renderPageThatLeaves(element: ReactElement, path: string) {
  const { router } = renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>다른 화면</p> },
    ],
    path,
  );
  return { user: userEvent.setup(), router };
}

/** Renders a component under test with only the language provider (Korean), for hooks' probes. */
export function renderInKorean(element: ReactElement): TUser {
  const user = userEvent.setup();
  render(<LanguageProvider initialLanguage="KOR">{element}</LanguageProvider>);
  return user;
}
