import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestPagePaths, paths } from '@/config/paths';
import { ko } from '@/i18n/ko';
import indexHtml from '../../../index.html?raw';
import manifestText from '../../../public/manifest.webmanifest?raw';
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

describe('the web app manifest', () => {
  const manifest = JSON.parse(manifestText) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it('when a phone offers to install the site, then it finds a standalone app with its name and icons', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(manifest).toMatchObject({
      name: '드럼 아카데미',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('when the icons are named, then each is a file the site serves', () => {
    // The web app's folder, wherever the tests are started from.
    const publicDir = path.resolve(__dirname, '../../../public');
    for (const { src } of manifest.icons) {
      expect(existsSync(path.join(publicDir, src)), src).toBe(true);
    }
  });
});
