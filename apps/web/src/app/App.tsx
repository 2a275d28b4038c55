import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './routes';

/** The page of the current address, from `routes`. */
export function AppRoutes() {
  return useRoutes(routes);
}

// The declarative router, not createBrowserRouter: the app uses none of the data APIs (loaders,
// actions, fetchers), and the data router is about 18 kB gzip more of every guest's first
// download (docs/decisions/0060). Errors and scrolling are RootLayout's.
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
