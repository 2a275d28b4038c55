import { LANGUAGE_STORAGE_KEY } from '@academy/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countLanguageTaps,
  LANGUAGE_TAPS_ATTRIBUTE,
  LANGUAGE_TAPS_TAKEN,
  LANGUAGE_TOGGLE_SELECTOR,
} from '@/app/prerender/language-taps';
import {
  BOOT_LANGUAGE_TAPS_ATTRIBUTE,
  catchEarlyLanguageToggle,
  LANGUAGE_TOGGLE_ATTRIBUTE,
  stopCatchingEarlyLanguageToggle,
} from './early-language-toggle';

function prerenderedPage() {
  const root = document.createElement('div');
  root.dataset.prerendered = 'KOR';
  root.innerHTML = `<header><button ${LANGUAGE_TOGGLE_ATTRIBUTE}><span>English</span></button><a href="/">홈</a></header>`;
  document.body.append(root);
  return {
    root,
    toggle: root.querySelector('button') as HTMLButtonElement,
    link: root.querySelector('a') as HTMLAnchorElement,
  };
}

describe('a tap on the prerendered language toggle before the app runs', () => {
  afterEach(() => {
    stopCatchingEarlyLanguageToggle();
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('is saved as the choice the app starts in, and a second tap asks for Korean again', () => {
    const { root, toggle } = prerenderedPage();
    catchEarlyLanguageToggle(root);
    toggle.querySelector('span')?.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ENG');
    toggle.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('KOR');
  });

  it('leaves other taps alone, and stops once the app has taken over', () => {
    const { root, toggle, link } = prerenderedPage();
    catchEarlyLanguageToggle(root);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    stopCatchingEarlyLanguageToggle();
    toggle.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe("taps counted by a prerendered page's boot script before the app's code arrived", () => {
  afterEach(() => {
    stopCatchingEarlyLanguageToggle();
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('when the boot script and the app name the toggle and the count, then they name them alike', () => {
    expect(BOOT_LANGUAGE_TAPS_ATTRIBUTE).toBe(LANGUAGE_TAPS_ATTRIBUTE);
    expect(LANGUAGE_TOGGLE_SELECTOR).toBe(`[${LANGUAGE_TOGGLE_ATTRIBUTE}]`);
  });

  it('when the toggle was tapped once, then the app starts in the other language and the boot script counts no more', () => {
    const { root, toggle, link } = prerenderedPage();
    countLanguageTaps(root);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    toggle.querySelector('span')?.click();
    expect(root.getAttribute(LANGUAGE_TAPS_ATTRIBUTE)).toBe('1');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    catchEarlyLanguageToggle(root);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ENG');
    expect(root.getAttribute(LANGUAGE_TAPS_ATTRIBUTE)).toBe(LANGUAGE_TAPS_TAKEN);

    toggle.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('KOR');
    expect(root.getAttribute(LANGUAGE_TAPS_ATTRIBUTE)).toBe(LANGUAGE_TAPS_TAKEN);
  });

  it('when the toggle was tapped twice, then the app starts in the language of the copy', () => {
    const { root, toggle } = prerenderedPage();
    countLanguageTaps(root);
    toggle.click();
    toggle.click();
    catchEarlyLanguageToggle(root);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
