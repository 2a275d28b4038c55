import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '@/test/link-href';
import { renderPage } from '@/test/render-route';
import { NotFoundPage } from './NotFoundPage';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

describe('NotFoundPage', () => {
  it('when rendered, then it shows the message, a go-home link and helpful links', () => {
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(
      screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(hrefOf('홈으로 돌아가기')).toBe('/');
    expect(hrefOf('홈')).toBe('/');
    expect(hrefOf('문의하기')).toBe('/contact');
  });

  it('when rendered, then search engines are asked not to index it', () => {
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('when English is chosen, then the page is in English', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});
