import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { offlineApiClient } from '@/test/offline-api-client';
import { setupUser } from '@/test/user';
import { GuestLayout } from '../GuestLayout';
import { LANGUAGE_OFFER_DISMISSED_KEY, shouldOfferEnglish } from './LanguageOffer';

offlineApiClient();

function renderGuestPage() {
  renderRoutes(
    [{ element: <GuestLayout />, children: [{ path: '/', element: <h1>홈 본문</h1> }] }],
    '/',
  );
  return setupUser();
}

function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const offer = () => screen.queryByRole('region', { name: 'Language' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offer of English', () => {
  it('when the browser prefers English and nothing was chosen, then "View in English" is offered and switches the page, remembering the choice', async () => {
    preferLanguages(['en-US', 'en']);
    const user = renderGuestPage();
    const view = await screen.findByRole('button', { name: 'View in English' });
    expect(document.documentElement.lang).toBe('ko');
    await user.click(view);
    expect(localStorage.getItem('language')).toBe('ENG');
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });

  it('when the offer is dismissed, then it goes, the page stays Korean, and it is not offered again', async () => {
    preferLanguages(['en-GB']);
    const user = renderGuestPage();
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY)).toBe('1');
    expect(localStorage.getItem('language')).toBeNull();
    expect(screen.getByRole('button', { name: '메뉴' })).toBeInTheDocument();
  });

  it('when the browser prefers Korean, then nothing is offered', async () => {
    preferLanguages(['ko-KR', 'en-US']);
    renderGuestPage();
    expect(await screen.findByRole('heading', { name: '홈 본문' })).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });

  it.each([
    ['a language was chosen', { language: 'KOR' }, ['en-US'], false],
    ['the offer was dismissed', { [LANGUAGE_OFFER_DISMISSED_KEY]: '1' }, ['en'], false],
    ['nothing was stored', {}, ['EN-us'], true],
    ['the browser names no language', {}, [], false],
  ])('when %s, then the offer is %s', (_, stored, languages, offered) => {
    const storage = { getItem: (key: string) => (stored as Record<string, string>)[key] ?? null };
    expect(shouldOfferEnglish(languages, storage)).toBe(offered);
  });
});
