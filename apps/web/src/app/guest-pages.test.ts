import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_PAGE_WORDS, guestPageLoaders, preloadGuestPage } from './guest-pages';

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

describe('guest page words', () => {
  // Fresh modules: the test setup has loaded every Korean group already.
  async function freshLoad(page: 'contact' | 'privacyPolicy') {
    vi.resetModules();
    const fresh = await import('./guest-pages');
    const { loadedDictionary } = await import('@/i18n/dictionaries');
    await fresh.guestPageLoaders[page]();
    return loadedDictionary('KOR');
  }

  it('when a form page has loaded, then the Korean words it reads (and its copy preloads) are there', async () => {
    expect(GUEST_PAGE_WORDS.contact).toEqual(['forms']);
    const korean = await freshLoad('contact');
    expect(korean).toHaveProperty('inquiries');
    expect(korean).toHaveProperty('applications');
    expect(korean).not.toHaveProperty('member');
  });

  it('when a page without form words has loaded, then Korean still has only the guest sections', async () => {
    const korean = await freshLoad('privacyPolicy');
    expect(korean).not.toHaveProperty('inquiries');
  });
});
