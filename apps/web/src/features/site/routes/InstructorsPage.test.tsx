import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route';
import { InstructorsPage } from './InstructorsPage';
import { offlineApiClient } from '@/test/offline-api-client';

offlineApiClient();

describe('InstructorsPage', () => {
  it('when rendered, then it shows the profile, three features, the reasons and ten background items', () => {
    renderPage(<InstructorsPage />, '/instructors');
    expect(screen.getByRole('heading', { level: 1, name: '강사 소개' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '박지훈' })).toBeInTheDocument();

    const features = screen.getByRole('region', { name: '레슨 특징' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const reasons = screen.getByRole('region', { name: '드럼 아카데미를 선택하는 이유' });
    expect(within(reasons).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(reasons).getByText(/170,000원.*210,000원/)).toBeInTheDocument();

    const background = screen.getByRole('region', { name: '경력 및 활동' });
    expect(within(background).getAllByRole('listitem')).toHaveLength(10);
  });

  it('when English is chosen, then the profile is in English', () => {
    window.localStorage.setItem('language', 'ENG');
    renderPage(<InstructorsPage />, '/instructors');
    expect(screen.getByRole('heading', { level: 2, name: 'Park Ji-hoon' })).toBeInTheDocument();
    const background = screen.getByRole('region', { name: 'Background' });
    expect(within(background).getAllByRole('listitem')).toHaveLength(10);
  });
});
