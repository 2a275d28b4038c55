import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { onSignedOut } from '@/features/auth/signed-out';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();
// Logging out (or a failed refresh) drops every cached answer: a shared device must not show the
// last person's data. Registered once, with the client, so it holds while no page shows queries.
onSignedOut(() => queryClient.removeQueries());

/**
 * The tab's query client, unless one is given already: a page of an area is inside the area's
 * provider, and a component test gives its own client (src/test/render-route.tsx).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Components are exported under capitalised names (React's rule); the rest stays as it is. */
const isComponentExport = (name: string, value: unknown): value is ComponentType<object> =>
  /^[A-Z]/.test(name) && typeof value === 'function';

function inProvider(Component: ComponentType<object>): ComponentType<object> {
  function WithQueryClient(props: object) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}

// One wrapped copy per module, so a page keeps its component type between renders.
const wrappedModules = new WeakMap<object, object>();

/** The module with each component export rendered inside the query client provider. */
export function inQueryProvider<T extends object>(pages: T): T {
  const known = wrappedModules.get(pages);
  if (known) return known as T;
  const wrapped = Object.fromEntries(
    Object.entries(pages).map(([name, value]) => [
      name,
      isComponentExport(name, value) ? inProvider(value) : value,
    ]),
  ) as T;
  wrappedModules.set(pages, wrapped);
  return wrapped;
}
