import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '@/test/link-href';
import { renderPage } from '@/test/render-route';
import { HomePage } from './HomePage';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('HomePage', () => {
  it('when rendered in Korean, then the hero offers lesson and one-day buttons', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: '드럼 아카데미' })).toBeInTheDocument();
    expect(hrefOf('정규 레슨 신청')).toBe('/lesson-request');
    expect(hrefOf('무료 원데이 클래스')).toBe('/one-day-class');
  });

  it('when rendered in Korean, then the two programmes link to the lesson request with their type', () => {
    renderPage(<HomePage />);
    const general = screen.getByRole('article', { name: '취미·일반 레슨' });
    const exam = screen.getByRole('article', { name: '입시 레슨' });
    expect(within(general).getByText('170,000원')).toBeInTheDocument();
    expect(within(exam).getByText('210,000원')).toBeInTheDocument();
    expect(hrefOf('취미·일반 레슨 신청', general)).toBe('/lesson-request?type=general');
    expect(hrefOf('입시 레슨 신청', exam)).toBe('/lesson-request?type=exam');
  });

  it('when English is chosen, then the programme links keep their type', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<HomePage />);
    expect(hrefOf('Apply for lessons')).toBe('/lesson-request');
    expect(hrefOf('Apply for hobby lessons')).toBe('/lesson-request?type=general');
    expect(hrefOf('Apply for audition lessons')).toBe('/lesson-request?type=exam');
  });

  it('when rendered, then it shows the three stats and six feature cards', () => {
    renderPage(<HomePage />);
    const stats = screen.getByRole('region', { name: '숫자로 보는 드럼 아카데미' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['1:1', '10+', 'All']);
    const features = screen.getByRole('region', { name: '드럼 아카데미가 특별한 이유' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('when rendered, then the page has its own title and MusicSchool structured data', () => {
    renderPage(<HomePage />);
    expect(document.title).toBe('드럼 아카데미 | 홍대·마포 1:1 드럼 레슨 · 실용음악 입시');
    expect(jsonLd()).toMatchObject({ '@type': 'MusicSchool', name: '드럼 아카데미' });
  });
});
