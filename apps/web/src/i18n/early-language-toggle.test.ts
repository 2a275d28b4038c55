import { LANGUAGE_STORAGE_KEY } from '@academy/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  catchEarlyLanguageToggle,
  LANGUAGE_TOGGLE_ATTRIBUTE,
  stopCatchingEarlyLanguageToggle,
} from './early-language-toggle';

function prerenderedPage() {
  const root = document.createElement('div');
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
