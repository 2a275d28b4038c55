import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FloatingWidget } from '@/components/floating-widget/FloatingWidget';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <FloatingWidget />
      <ScrollRestoration />
    </>
  );
}
