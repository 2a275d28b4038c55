import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '@/lib/seo/head-tags';
import { pageDocument } from './page-document';

const template = `<!doctype html>
<html lang="ko">
  <head>
    <title>드럼 아카데미</title>
    <meta name="description" content="기본 설명" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
  </head>
  <body><div id="root"><div class="boot-header"></div></div></body>
</html>`;

const headTags = buildHeadTags({
  title: 'One-day class | Drum Academy',
  description: 'Try the drums for free.',
  path: '/one-day-class',
  language: 'ENG',
  siteName: 'Drum Academy',
  imageAlt: 'The lounge',
  type: 'website',
});

function documentFor(html: string) {
  const output = pageDocument(
    template,
    { html, title: 'One-day class | Drum Academy', headTags },
    'ENG',
    {
      scripts: ['/assets/Page-4.js', '/assets/react-2.js'],
      styles: ['/assets/style-3.css'],
      boot: '/assets/boot-5.js',
    },
  );
  return new JSDOM(output).window.document;
}

describe('pageDocument', () => {
  it('when a page is placed in the template, then its language, title and head tags replace the defaults', () => {
    const document = documentFor('<h1>One-day class</h1>');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('One-day class | Drum Academy');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Try the drums for free.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://drum-academy.kr/one-day-class',
    );
  });

  it('when the page is placed, then it replaces the boot header and says which language it is in', () => {
    const root = documentFor('<h1>One-day class</h1>').getElementById('root');
    expect(root?.innerHTML).toBe('<h1>One-day class</h1>');
    expect(root?.dataset.prerendered).toBe('ENG');
  });

  it('when the page is placed, then its only script is the boot script and the app modules are listed on the root, the entry first, each once', () => {
    const document = documentFor('<p>x</p>');
    const scripts = [...document.querySelectorAll('script[src]')];
    expect(
      scripts.map((script) => [script.getAttribute('type'), script.getAttribute('src')]),
    ).toEqual([['module', '/assets/boot-5.js']]);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(document.getElementById('root')?.getAttribute('data-modules')).toBe(
      '/assets/index-1.js /assets/react-2.js /assets/Page-4.js',
    );
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('when the page has a form, then the copy of it takes no input until the app replaces it', () => {
    const document = documentFor('<form><input name="name"></form>');
    expect(document.querySelector('form')?.hasAttribute('inert')).toBe(true);
  });

  it('when the rendered markup carries inline scripts, then they are dropped and structured data stays', () => {
    const document = documentFor(
      '<script>requestAnimationFrame(function(){})</script><script type="application/ld+json">{"@type":"MusicSchool"}</script>',
    );
    const scripts = [...(document.getElementById('root')?.querySelectorAll('script') ?? [])];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
  });
});
