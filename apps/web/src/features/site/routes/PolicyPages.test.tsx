import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

function expectContentsLinksToResolve() {
  const contents = screen.getByRole('navigation', { name: '목차' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(10);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(id), id).toBeInTheDocument();
  }
}

/** A policy in Korean: its title, its effective date and a table of contents that leads somewhere. */
function expectKoreanPolicy(title: string) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('시행일: 2025년 8월 20일')).toBeInTheDocument();
  expectContentsLinksToResolve();
}

describe('PrivacyPolicyPage', () => {
  it('when rendered in Korean, then it shows the effective date, the contents and the retention periods', () => {
    renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    expectKoreanPolicy('개인정보처리방침');

    const table = screen.getByRole('table', { name: '관계 법령 등에 따른 보유 기간' });
    const period = (record: string) =>
      within(within(table).getByRole('row', { name: new RegExp(record) })).getAllByRole('cell')[1];
    expect(period('계약 또는 청약철회')).toHaveTextContent('5년');
    expect(period('대금 결제')).toHaveTextContent('5년');
    expect(period('불만 또는 분쟁')).toHaveTextContent('3년');
    expect(period('회원 탈퇴 후')).toHaveTextContent('탈퇴 후 1년');
    expect(screen.getByText(/시행일 최소 7일 전부터/)).toBeInTheDocument();
  });

  it('when English is chosen, then the same facts are shown in English', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    expect(screen.getByText('Effective: 20 August 2025')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Retention periods/ });
    expect(within(table).getAllByText('5 years')).toHaveLength(2);
    expect(within(table).getByText('3 years')).toBeInTheDocument();
    expect(within(table).getByText('1 year after withdrawal')).toBeInTheDocument();
    expect(screen.getByText(/at least 7 days before it takes effect/)).toBeInTheDocument();
    expect(
      screen.getByText('This privacy policy applies from 20 August 2025.'),
    ).toBeInTheDocument();
  });
});

describe('TermsOfServicePage', () => {
  it('when rendered in Korean, then it shows the effective date, the notice period and the fees', () => {
    renderPage(<TermsOfServicePage />, '/terms-of-service');
    expectKoreanPolicy('이용약관');
    expect(screen.getByText(/적용일 최소 7일 전부터/)).toBeInTheDocument();
    expect(screen.getByText('취미·일반 레슨: 월 170,000원 (월 4회)')).toBeInTheDocument();
    expect(screen.getByText('이 약관은 2025년 8월 20일부터 시행합니다.')).toBeInTheDocument();
  });

  it('when English is chosen, then the terms are in English', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<TermsOfServicePage />, '/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByText('Effective: 20 August 2025')).toBeInTheDocument();
    expect(screen.getByText(/at least 7 days before they take effect/)).toBeInTheDocument();
    expect(screen.getByText('These terms take effect on 20 August 2025.')).toBeInTheDocument();
  });
});
