import { describe, expect, it, vi } from 'vitest';
import { koForms } from './ko-forms';
import { koSignedIn } from './ko-signed-in';

// The test setup preloads English; a fresh copy of the module shows the app's own start.
async function freshDictionaries() {
  vi.resetModules();
  return import('./dictionaries');
}

describe('dictionary loading', () => {
  it('when the app starts, then only Korean is loaded and English loads on demand, once', async () => {
    const { loadDictionary, loadedDictionary } = await freshDictionaries();
    expect(loadedDictionary('KOR')?.nav.home).toBe('홈');
    expect(loadedDictionary('ENG')).toBeUndefined();

    const [first, second] = await Promise.all([loadDictionary('ENG'), loadDictionary('ENG')]);
    expect(first.nav.home).toBe('Home');
    expect(second).toBe(first);
    expect(loadedDictionary('ENG')).toBe(first);
  });

  it('when the app starts, then Korean lacks the form, member and staff words until their pages load them', async () => {
    const { loadWords, loadedDictionary } = await freshDictionaries();
    const korean = loadedDictionary('KOR');
    for (const section of ['applications', 'inquiries', 'member', 'staffDashboard']) {
      expect(korean).not.toHaveProperty(section);
    }

    await Promise.all([loadWords('forms'), loadWords('forms')]);
    expect(korean?.applications).toEqual(koForms.applications);
    expect(korean).not.toHaveProperty('member');

    await loadWords('signedIn');
    // The same object grows, so a page already holding it reads the new sections.
    expect(loadedDictionary('KOR')).toBe(korean);
    expect(korean?.staffDashboard).toEqual(koSignedIn.staffDashboard);
    expect(korean?.inquiries).toEqual(koForms.inquiries);
  });
});
