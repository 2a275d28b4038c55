import { TEXT_LIMITS } from '@academy/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePublicInquiries } from '../api/get-public-inquiries';
import type { TInquiryFilter } from '../api/get-public-inquiries';

/** The query parameter that keeps the nickname search across a reload or a shared link. */
const NICKNAME_PARAM = 'nickname';

/** The searched nickname in the address, as the API takes it (trimmed, at most a nickname long). */
function nicknameIn(params: URLSearchParams): string {
  return (params.get(NICKNAME_PARAM) ?? '').trim().slice(0, TEXT_LIMITS.NICKNAME);
}

/**
 * The query parameter of the inquiry to open (`?nickname=…&open=12`, the link of a sent
 * inquiry's confirmation): its card opens the password step once the search lists it.
 */
const OPEN_PARAM = 'open';

/** The board's search, category and page, and the cards they list. A new search starts at page 1. */
export function useInquiryBoard() {
  const [params, setParams] = useSearchParams();
  const nickname = nicknameIn(params);
  const [filter, setFilter] = useState<TInquiryFilter>('all');
  const [paging, setPaging] = useState({ nickname, page: 1 });
  const page = paging.nickname === nickname ? paging.page : 1;
  const list = usePublicInquiries({ category: filter, page, nickname });

  const setPage = (next: number) => setPaging({ nickname, page: next });
  const changeFilter = (next: TInquiryFilter) => {
    setFilter(next);
    setPage(1);
  };
  const search = (next: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(NICKNAME_PARAM, next);
      else updated.delete(NICKNAME_PARAM);
      return updated;
    });
    setPaging({ nickname: next, page: 1 });
  };

  const openId = Number(params.get(OPEN_PARAM) ?? '');
  const toOpen = list.data?.contacts.find((card) => card.contactId === openId) ?? null;
  const forgetOpen = () =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(OPEN_PARAM);
        return updated;
      },
      { replace: true },
    );

  return { nickname, filter, list, setPage, changeFilter, search, toOpen, forgetOpen };
}
