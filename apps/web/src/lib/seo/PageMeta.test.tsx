import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route';
import { PageMeta } from './PageMeta';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

/** Checks the meta tags named (by `name` or `property`) in `expected`. */
function expectMeta(expected: Record<string, string>) {
  for (const [key, value] of Object.entries(expected)) {
    expect(content(`meta[name="${key}"], meta[property="${key}"]`), key).toBe(value);
  }
}

beforeEach(() => {
  for (const element of document.head.querySelectorAll('meta, link[rel="canonical"]')) {
    element.remove();
  }
});

describe('PageMeta', () => {
  it('when a Korean page renders, then title, description, canonical and Open Graph are set', () => {
    renderPage(
      <PageMeta title="학원 둘러보기 | 드럼 아카데미" description="학원 곳곳을 둘러보세요." />,
      '/academy-tour/?from=ad',
    );

    expect(document.title).toBe('학원 둘러보기 | 드럼 아카데미');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://drum-academy.kr/academy-tour',
    );
    expectMeta({
      description: '학원 곳곳을 둘러보세요.',
      'og:title': '학원 둘러보기 | 드럼 아카데미',
      'og:description': '학원 곳곳을 둘러보세요.',
      'og:type': 'website',
      'og:url': 'https://drum-academy.kr/academy-tour',
      'og:locale': 'ko_KR',
      'og:site_name': '드럼 아카데미',
      'og:image': 'https://drum-academy.kr/images/tour/lounge-og.jpg',
    });
  });

  it('when English is chosen, then the tags are in English with the en_US locale', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(
      <PageMeta title="Academy tour | Drum Academy" description="Look around." />,
      '/academy-tour',
    );

    expect(document.title).toBe('Academy tour | Drum Academy');
    expectMeta({
      description: 'Look around.',
      'og:locale': 'en_US',
      'og:locale:alternate': 'ko_KR',
      'og:site_name': 'Drum Academy',
    });
    expect(content('meta[property="og:image:alt"]')).toMatch(/lounge/);
  });

  it('when index.html already has defaults, then they are updated rather than duplicated', () => {
    const stale = document.createElement('meta');
    stale.setAttribute('name', 'description');
    stale.setAttribute('content', 'default');
    document.head.append(stale);

    renderPage(<PageMeta title="T" description="Per-route description" />, '/');

    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toHaveAttribute('content', 'Per-route description');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
