import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '@/test/link-href';
import { renderPage } from '@/test/render-route';
import { AcademyTourPage } from './AcademyTourPage';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

// Only the keys are used: which image files the generation script has written.
const shippedImages = Object.keys(import.meta.glob('/public/images/tour/*.{avif,webp}')).map(
  (file) => file.replace('/public', ''),
);

const SPACES_KO = ['라운지', '레슨실 1', '레슨실 2', '연습실', '화장실', '로비', '로비 휴게 공간'];

describe('AcademyTourPage', () => {
  it('when rendered, then the seven spaces appear in order with a jump link each', () => {
    renderPage(<AcademyTourPage />, '/academy-tour');
    const names = screen
      .getAllByRole('article')
      .map((article) => article.querySelector('h2')?.textContent);
    expect(names).toEqual(SPACES_KO);
    const jumpNav = screen.getByRole('navigation', { name: '공간 바로가기' });
    expect(jumpNav.querySelectorAll('a')).toHaveLength(7);
    expect(hrefOf('레슨실 2')).toBe('#space-lesson-room-2');
    expect(document.getElementById('space-lesson-room-2')).toBeInTheDocument();
  });

  it('when rendered, then every image has alt text, fixed dimensions and async decoding', () => {
    renderPage(<AcademyTourPage />, '/academy-tour');
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(7);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(image).toHaveAttribute('width', '1440');
      expect(image).toHaveAttribute('height', '960');
      expect(image).toHaveAttribute('decoding', 'async');
    }
  });

  it('when rendered, then only the first image loads eagerly and the rest lazily', () => {
    renderPage(<AcademyTourPage />, '/academy-tour');
    const [first, ...belowTheFold] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of belowTheFold) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('when rendered, then each picture offers AVIF then WebP at three widths that exist', () => {
    renderPage(<AcademyTourPage />, '/academy-tour');
    const lounge = screen.getByRole('img', { name: /라운지 일러스트/ });
    const sources = [...(lounge.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toContain('100vw');
      const files = (source.getAttribute('srcset') ?? '')
        .split(', ')
        .map((entry) => entry.split(' ')[0]);
      expect(files).toHaveLength(3);
      for (const file of files) expect(shippedImages).toContain(file);
    }
    expect(shippedImages).toContain(lounge.getAttribute('src'));
  });

  it('when English is chosen, then headings and alt texts are in English', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<AcademyTourPage />, '/academy-tour');
    expect(screen.getByRole('heading', { level: 1, name: 'Academy tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lobby rest area' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Illustration of the lounge/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Visitor guide' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Enquiries and bookings' }),
    ).toBeInTheDocument();
  });

  it('when rendered, then the contact block offers phone, email and the inquiry page', () => {
    renderPage(<AcademyTourPage />, '/academy-tour');
    expect(screen.getByRole('heading', { level: 2, name: '이용 안내' })).toBeInTheDocument();
    expect(screen.getByText('평일 10:00–22:00')).toBeInTheDocument();
    expect(hrefOf('02-332-0820')).toBe('tel:+82-2-332-0820');
    expect(hrefOf('온라인 문의하기')).toBe('/contact');
    expect(
      screen.getByText('온라인 문의는 영업일 기준 1–2일 이내에 답변드립니다.'),
    ).toBeInTheDocument();
  });
});
