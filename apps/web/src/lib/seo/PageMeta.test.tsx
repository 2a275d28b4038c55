import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-route';
import { PageMeta } from './PageMeta';

vi.mock('@/lib/api-client', () => import('@/test/offline-api-client'));

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

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
    expect(content('meta[name="description"]')).toBe('학원 곳곳을 둘러보세요.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://drum-academy.kr/academy-tour',
    );
    expect(content('meta[property="og:title"]')).toBe('학원 둘러보기 | 드럼 아카데미');
    expect(content('meta[property="og:description"]')).toBe('학원 곳곳을 둘러보세요.');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toBe('https://drum-academy.kr/academy-tour');
    expect(content('meta[property="og:locale"]')).toBe('ko_KR');
    expect(content('meta[property="og:site_name"]')).toBe('드럼 아카데미');
    expect(content('meta[property="og:image"]')).toBe(
      'https://drum-academy.kr/images/tour/lounge-og.jpg',
    );
  });

  it('when English is chosen, then the tags are in English with the en_US locale', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(
      <PageMeta title="Academy tour | Drum Academy" description="Look around." />,
      '/academy-tour',
    );

    expect(document.title).toBe('Academy tour | Drum Academy');
    expect(content('meta[name="description"]')).toBe('Look around.');
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(content('meta[property="og:locale:alternate"]')).toBe('ko_KR');
    expect(content('meta[property="og:site_name"]')).toBe('Drum Academy');
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
