import { describe, expect, it, vi } from 'vitest';

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
});
