import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './LanguageProvider';
import { getLanguageStorage, saveLanguage } from './language';
import { useLanguage, useT } from './use-language';

function Probe() {
  const t = useT();
  const { toggleLanguage } = useLanguage();
  return (
    <button type="button" onClick={toggleLanguage}>
      {t.nav.home}
    </button>
  );
}

describe('LanguageProvider', () => {
  it('when nothing is saved, then Korean text shows and <html lang> is ko', () => {
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: '홈' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('when the language is toggled, then English shows, is saved and sets <html lang> to en', async () => {
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '홈' }));
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('ENG');
    expect(document.documentElement.lang).toBe('en');
    // The server sends English prerendered pages from now on.
    expect(document.cookie).toContain('language=ENG');
  });

  it('when a language to start in is given, then it shows instead of the saved one', () => {
    window.localStorage.setItem('language', 'ENG');
    render(
      <LanguageProvider initialLanguage="KOR">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: '홈' })).toBeInTheDocument();
    expect(document.cookie).toContain('language=KOR');
  });

  it('when English is forced, then English shows even though KOR is saved', () => {
    window.localStorage.setItem('language', 'KOR');
    render(
      <LanguageProvider forceEnglish>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('when the prerendered toggle is tapped while the app renders its first page, then the page follows the tap', async () => {
    // The early toggle's listener saves the choice after the provider read it, before it commits.
    let tapped = false;
    function TapWhileRendering() {
      if (!tapped) {
        tapped = true;
        saveLanguage(getLanguageStorage(), 'ENG');
      }
      return null;
    }
    render(
      <LanguageProvider>
        <TapWhileRendering />
        <Probe />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
