import {
  buildPagination,
  paginationOffset,
  type TContactPublicList,
  type TContactPublicQuery,
} from '@academy/contracts';
import { toPublicCard } from './contact-mappers.js';
import type { ContactRepository } from './contact-repository.js';

/** The inquiry board guests see: one page of one category, plus the count of every tab. */
export function createListPublicContacts(contacts: ContactRepository) {
  return async function listPublicContacts(
    query: TContactPublicQuery,
  ): Promise<TContactPublicList> {
    const [rows, counts] = await Promise.all([
      contacts.findPublicPage({
        ...(query.category ? { category: query.category } : {}),
        skip: paginationOffset(query),
        take: query.limit,
      }),
      contacts.countByCategory(),
    ]);
    const total = counts[query.category ?? 'all'];
    return {
      contacts: rows.map(toPublicCard),
      counts,
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListPublicContacts = ReturnType<typeof createListPublicContacts>;
