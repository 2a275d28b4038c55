import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitialEntry, RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { DialogsProvider } from '@/components/dialogs/DialogsProvider';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { onSignedOut } from '@/features/auth/signed-out';
import { setupUser, type TUser } from './user';

export type { TUser };

/** Renders route objects at `entry` (a path, or a location with state) inside the real providers. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As app/query-provider.tsx does with the app's client.
  onSignedOut(() => queryClient.removeQueries());
  render(
    // As the pages that read queries get it (app/with-queries.ts).
    <QueryClientProvider client={queryClient}>
      <AppProvider>
        {/* As the member and staff areas give it to their pages. */}
        <DialogsProvider>
          <RouterProvider router={router} />
        </DialogsProvider>
      </AppProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Renders one element as the only route at `path`. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

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
  return { user: setupUser(), router };
}

/** Renders a component under test with only the language provider (Korean), for hooks' probes. */
export function renderInKorean(element: ReactElement): TUser {
  const user = setupUser();
  render(<LanguageProvider initialLanguage="KOR">{element}</LanguageProvider>);
  return user;
}
