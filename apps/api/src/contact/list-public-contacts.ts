import {
  buildPagination,
  CONTACT_PUBLIC_PAGING,
  paginationOffset,
  pagingOf,
  type TContactPublicList,
  type TContactPublicQuery,
} from '@academy/contracts';
import { toPublicCard } from './contact-mappers.js';
import type { ContactRepository } from './contact-repository.js';

/**
 * The inquiry board guests see: one page of one category, plus the count of every tab; with a
 * nickname search, both count only the inquiries it finds.
 */
export function createListPublicContacts(contacts: ContactRepository) {
  return async function listPublicContacts(
    query: TContactPublicQuery,
  ): Promise<TContactPublicList> {
    const paging = pagingOf(query, CONTACT_PUBLIC_PAGING);
    const [rows, counts] = await Promise.all([
      contacts.findPublicPage({
        ...(query.category ? { category: query.category } : {}),
        ...(query.nickname ? { nickname: query.nickname } : {}),
        skip: paginationOffset(paging),
        take: paging.limit,
      }),
      contacts.countByCategory(query.nickname),
    ]);
    const total = counts[query.category ?? 'all'];
    return {
      contacts: rows.map(toPublicCard),
      counts,
      pagination: buildPagination({ total, ...paging }),
    };
  };
}

export type ListPublicContacts = ReturnType<typeof createListPublicContacts>;
