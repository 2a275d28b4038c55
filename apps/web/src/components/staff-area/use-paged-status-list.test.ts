import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedStatusList } from './use-paged-status-list';

type TStatus = 'pending' | 'done';

function renderPaging(totalPages = 0) {
  return renderHook(
    ({ pages }) => {
      const paging = usePagedStatusList<TStatus>();
      paging.keepPageWithin(pages);
      return paging;
    },
    { initialProps: { pages: totalPages } },
  );
}

describe('usePagedStatusList', () => {
  it('when a list opens, then it shows every status from the first page', () => {
    const { result } = renderPaging();
    expect(result.current.status).toBe('all');
    expect(result.current.page).toBe(1);
  });

  it('when another status is chosen, then the list starts again from the first page', () => {
    const { result } = renderPaging(5);
    act(() => result.current.setPage(3));
    act(() => result.current.filterBy('pending'));
    expect(result.current.status).toBe('pending');
    expect(result.current.page).toBe(1);
  });

  it.each([
    {
      when: 'the last page empties, then the page that now is the last one shows',
      page: 4,
      pages: 3,
      shown: 3,
    },
    { when: 'the page count is unknown or zero, then the page stays', page: 4, pages: 0, shown: 4 },
    { when: 'the page is within the count, then it stays', page: 2, pages: 2, shown: 2 },
  ])('when $when', ({ page, pages, shown }) => {
    const { result, rerender } = renderPaging(4);
    act(() => result.current.setPage(page));
    rerender({ pages });
    expect(result.current.page).toBe(shown);
  });
});
