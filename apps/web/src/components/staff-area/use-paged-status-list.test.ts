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

  it('when the last page empties, then the page that now is the last one shows', () => {
    const { result, rerender } = renderPaging(4);
    act(() => result.current.setPage(4));
    rerender({ pages: 3 });
    expect(result.current.page).toBe(3);
  });

  it('when the page count is unknown or zero, then the page stays', () => {
    const { result, rerender } = renderPaging(4);
    act(() => result.current.setPage(4));
    rerender({ pages: 0 });
    expect(result.current.page).toBe(4);
  });

  it('when the page is within the count, then it stays', () => {
    const { result, rerender } = renderPaging(4);
    act(() => result.current.setPage(2));
    rerender({ pages: 2 });
    expect(result.current.page).toBe(2);
  });
});
