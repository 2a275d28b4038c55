import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { envelope, httpError } from './api-response';

type TQueries = ReturnType<typeof within>;

/** A staff list screen's GET `url` answers `body`; any other GET is not found. */
export function answerListGet(url: string, body: unknown) {
  vi.mocked(apiClient.get).mockImplementation((asked: string) =>
    asked === url ? Promise.resolve(envelope(body)) : Promise.reject(httpError(404)),
  );
}

/** The list's table (the wide-screen view), once the first page has come. */
export async function findListTable(name: string): Promise<TQueries> {
  return within(await screen.findByRole('table', { name }));
}

/** The table row showing `text`. */
export function rowWith(list: TQueries, text: string): TQueries {
  return within(list.getByText(text).closest('tr') as HTMLElement);
}

/** Each text stands somewhere in `place`. */
export function expectTexts(place: TQueries, texts: readonly string[]) {
  for (const text of texts) expect(place.getByText(text)).toBeInTheDocument();
}

type TPageThenFilter = {
  url: string;
  /** The pagination button pressed, and the page it asks for. */
  pageButton: string;
  page: number;
  /** The status option chosen next, and the status it asks for from page 1. */
  statusOption: string;
  status: string;
};

/** Another page, then a status filter: each asks the list again, 10 rows a page. */
export async function choosePageThenStatus(
  user: UserEvent,
  { url, pageButton, page, statusOption, status }: TPageThenFilter,
) {
  const get = vi.mocked(apiClient.get);
  await user.click(screen.getByRole('button', { name: pageButton }));
  expect(get).toHaveBeenLastCalledWith(url, { params: { page, limit: 10 } });
  await user.click(screen.getByLabelText('상태'));
  await user.click(screen.getByRole('option', { name: statusOption }));
  expect(get).toHaveBeenLastCalledWith(url, { params: { status, page: 1, limit: 10 } });
}

/** The list asked `url` for its first page of 10 rows and shows the total (`총 N건`). */
export function expectFirstPage(url: string, totalText: string) {
  expect(vi.mocked(apiClient.get)).toHaveBeenCalledWith(url, { params: { page: 1, limit: 10 } });
  expect(screen.getByText(totalText)).toBeInTheDocument();
}

/** The texts of the cells (not the header) of the table row headed `name`. */
export function rowCellTexts(place: TQueries, name: string) {
  const row = place.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error('no row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The button named `name` in the list's table, once the table and the button are there. */
export async function findTableButton(name: string): Promise<HTMLElement> {
  return within(await screen.findByRole('table')).findByRole('button', { name });
}
