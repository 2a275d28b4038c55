import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const AppToaster = lazy(() =>
  import('./AppToaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * The toasts' container, loaded once the page is idle (at the latest after 2 s): react-hot-toast
 * is not part of every guest's first download. A toast raised earlier waits in react-hot-toast's
 * store and shows as soon as the container mounts.
 */
export function DeferredToaster() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => whenIdle(() => setIsWanted(true)), []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
