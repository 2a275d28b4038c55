import { paths } from '@/config/paths';
import type { TDictionary } from '@/i18n/types';
import type { TNavItem } from './types';

type TNav = TDictionary['nav'];

type TGuestPage =
  | 'home'
  | 'lessonRequest'
  | 'oneDayClass'
  | 'academyTour'
  | 'instructors'
  | 'contact'
  | 'inquiryCheck';

/** Items lit only on their own page: every path is below home, and /contact/check below /contact. */
const MATCHED_EXACTLY: ReadonlySet<TGuestPage> = new Set(['home', 'contact']);

/** Guest pages share their key between `paths` and the nav labels. */
function guestNav(nav: TNav, pages: TGuestPage[]): TNavItem[] {
  return pages.map((page) => ({
    to: paths[page],
    label: nav[page],
    ...(MATCHED_EXACTLY.has(page) && { end: true }),
  }));
}

export function guestHeaderNav(nav: TNav): TNavItem[] {
  return guestNav(nav, [
    'lessonRequest',
    'oneDayClass',
    'academyTour',
    'instructors',
    'contact',
    'inquiryCheck',
  ]);
}

export function guestSidebarNav(nav: TNav): TNavItem[] {
  return guestNav(nav, [
    'home',
    'academyTour',
    'lessonRequest',
    'oneDayClass',
    'contact',
    'inquiryCheck',
  ]);
}
