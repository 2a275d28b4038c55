import { screen, within } from '@testing-library/react';

/** Where the link with this accessible name leads; looked for inside `container` when given. */
export function hrefOf(name: string, container?: HTMLElement): string | null {
  const scope = container ? within(container) : screen;
  return scope.getByRole('link', { name }).getAttribute('href');
}
