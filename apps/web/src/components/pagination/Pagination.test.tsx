import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { Pagination } from './Pagination';

function renderPager(page: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(
    <LanguageProvider>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </LanguageProvider>,
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('when everything fits on one page, then no pager is shown', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('when a page number is chosen, then that page is asked for and the current one is marked', async () => {
    const onPageChange = renderPager(2, 4);
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: '4 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('when on the first or last page, then the step beyond it is disabled', async () => {
    const onPageChange = renderPager(1, 3);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
