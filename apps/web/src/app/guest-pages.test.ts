import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestPageLoaders, preloadGuestPage } from './guest-pages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloadGuestPage', () => {
  it('when a guest page is opened, then its chunk starts loading (a trailing slash is the same page)', () => {
    const load = vi.spyOn(guestPageLoaders, 'oneDayClass');
    preloadGuestPage('/one-day-class/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the path is not a guest page, then nothing is loaded', () => {
    const loads = Object.keys(guestPageLoaders).map((key) =>
      vi.spyOn(guestPageLoaders, key as keyof typeof guestPageLoaders),
    );
    preloadGuestPage('/admin/users');
    preloadGuestPage('/no-such-page');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });
});
