import { describe, expect, it } from 'vitest';
import { guestPagePaths, paths } from '@/config/paths';
import { ko } from '@/i18n/ko';
import indexHtml from '../../../index.html?raw';
import robots from '../../../public/robots.txt?raw';
import sitemap from '../../../public/sitemap.xml?raw';
import { OG_IMAGE, SITE_ORIGIN, absoluteUrl } from './site';

// Sign-in pages are for people who already know the site; search results gain nothing from them.
const NOT_LISTED: readonly string[] = [paths.login, paths.forgotPassword];

describe('robots.txt and sitemap.xml', () => {
  it('when robots.txt is read, then it allows all, keeps private areas out and names the sitemap', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const path of ['/admin', '/user', '/api']) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('when sitemap.xml is read, then it lists exactly the public guest pages', () => {
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = guestPagePaths
      .filter((path) => !NOT_LISTED.includes(path))
      .map((path) => absoluteUrl(path));
    expect(listed.sort()).toEqual(expected.sort());
  });
});

describe('index.html defaults', () => {
  it('when a crawler runs no JavaScript, then it sees the Korean home title, description and image', () => {
    const home = ko.site.home;
    expect(indexHtml).toContain(`<title>${home.documentTitle}</title>`);
    expect(indexHtml).toContain(`content="${home.metaDescription}"`);
    expect(indexHtml).toContain(`content="${absoluteUrl(OG_IMAGE.path)}"`);
    expect(indexHtml).toContain(`content="${ko.site.seo.ogImageAlt}"`);
  });
});
