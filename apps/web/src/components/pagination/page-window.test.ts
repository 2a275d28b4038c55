import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('when there are few pages, then every page is listed', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('when the current page is in the middle, then it is centred', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('when the current page is near either end, then the window stays inside the pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('when there are no pages, then nothing is listed', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
