import { Outlet } from 'react-router-dom';
import { FloatingWidget } from '@/components/floating-widget/FloatingWidget';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollOnNavigation } from './ScrollOnNavigation';

export function RootLayout() {
  return (
    <>
      <RouteErrorBoundary>
        <Outlet />
        <FloatingWidget />
      </RouteErrorBoundary>
      <ScrollOnNavigation />
    </>
  );
}
