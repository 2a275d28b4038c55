import { LANGUAGES } from '@academy/contracts';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadDictionary } from '@/i18n/dictionaries';
import { en } from '@/i18n/en';
import { ko } from '@/i18n/ko';
import { koForms } from '@/i18n/ko-forms';
import { guestPageLoaders } from '../guest-pages';
import { preloadModule } from '../lazy-page';
import { PRERENDERED_PAGES } from './prerendered-pages';
import type { TPrerenderedPage } from './prerendered-pages';
import { renderPage } from './render-page';

const pages = Object.keys(PRERENDERED_PAGES) as TPrerenderedPage[];
const parse = (html: string) => JSDOM.fragment(html);

beforeAll(async () => {
  await loadDictionary('ENG');
  for (const page of pages) await preloadModule(guestPageLoaders[page]);
});

describe('renderPage', () => {
  it.each(pages.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    'when %s is prerendered in %s, then the whole page is there with its own title, not a loading state',
    async (page, language) => {
      const rendered = await renderPage(paths[page], language);
      const root = parse(rendered.html);
      expect(root.querySelector('h1')?.textContent).toBeTruthy();
      expect(root.querySelector('main')).not.toBeNull();
      expect(root.querySelector('footer')).not.toBeNull();
      expect(root.querySelector('[role="status"][class*="fillScreen"]')).toBeNull();
      expect(rendered.title).toContain(language === 'ENG' ? 'Drum Academy' : '드럼 아카데미');
      expect(rendered.headTags).toContainEqual({
        kind: 'link',
        rel: 'canonical',
        href: `https://drum-academy.kr${paths[page]}`,
      });
    },
  );

  it('when the one-day page is prerendered, then it has no calendar, whose month depends on the day it is shown', async () => {
    const root = parse((await renderPage(paths.oneDayClass, 'KOR')).html);
    expect(root.querySelector('[role="grid"]')).toBeNull();
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('when the Korean and English copies are compared, then each is in its own language', async () => {
    const korean = parse((await renderPage(paths.lessonRequest, 'KOR')).html);
    const english = parse((await renderPage(paths.lessonRequest, 'ENG')).html);
    expect(korean.querySelector('h1')?.textContent).toBe(ko.pages.lessonRequest.title);
    expect(english.querySelector('h1')?.textContent).toBe(en.pages.lessonRequest.title);
  });

  it.each(LANGUAGES)(
    'when the contact page is prerendered in %s, then the inquiry steps are there as an ordered list',
    async (language) => {
      const root = parse((await renderPage(paths.contact, language)).html);
      const copy = (language === 'ENG' ? en : koForms).inquiries.contact;
      const steps = root.querySelector('section[aria-labelledby="contact-steps-title"]');
      expect(steps?.querySelector('h3')?.textContent).toBe(copy.stepsHeading);
      const titles = [...(steps?.querySelectorAll('ol > li') ?? [])].map(
        (item) => item.firstElementChild?.textContent,
      );
      expect(titles).toEqual([
        copy.steps.received.title,
        copy.steps.reviewed.title,
        copy.steps.answered.title,
        copy.steps.notified.title,
      ]);
    },
  );
});
