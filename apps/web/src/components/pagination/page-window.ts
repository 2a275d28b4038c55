/** At most `size` page numbers around the current one, so a long list keeps a short pager. */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
