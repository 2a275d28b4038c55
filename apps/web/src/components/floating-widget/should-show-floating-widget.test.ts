import { describe, expect, it } from 'vitest';
import { shouldShowFloatingWidget } from './should-show-floating-widget';

describe('shouldShowFloatingWidget', () => {
  it.each([
    '/',
    '/academy-tour',
    '/instructors',
    '/lesson-request',
    '/one-day-class',
    '/contact',
    '/contact/check',
    '/login',
    '/forgot-password',
    '/privacy-policy',
    '/terms-of-service',
  ])('when the path is the public page %s, then it is hidden', (pathname) => {
    expect(shouldShowFloatingWidget(pathname)).toBe(false);
  });

  it.each(['/admin', '/admin/', '/admin/users', '/user', '/user/dashboard', '/user/x/y'])(
    'when the path %s is inside a signed-in area, then it is hidden',
    (pathname) => {
      expect(shouldShowFloatingWidget(pathname)).toBe(false);
    },
  );

  it('when a public path has a trailing slash, then it is still hidden', () => {
    expect(shouldShowFloatingWidget('/contact/')).toBe(false);
  });

  it.each(['/no-such-page', '/contact/check/extra', '/administrator', '/users'])(
    'when the path %s is not a known public page or area, then it is shown',
    (pathname) => {
      expect(shouldShowFloatingWidget(pathname)).toBe(true);
    },
  );
});
