import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private mode or a full storage: back and forward then start at the top.
  }
}

/**
 * What react-router's <ScrollRestoration> did under the data router: a new page starts at the
 * top (or at its #anchor), back, forward and a reload return to where the visitor was.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current && savePositions(positions.current);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.current?.[key];
    const isFirstPage = firstPage.current;
    firstPage.current = false;
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!isFirstPage) window.scrollTo(0, 0);
    return () => {
      if (positions.current) positions.current[key] = window.scrollY;
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
