import { paths } from '@/config/paths';
import type { TWordGroup } from '@/i18n/dictionaries';
import { preloadModule } from './lazy-page';
import { withQueries } from './with-queries';
import { withWords } from './with-words';

/** The Korean dictionary groups a guest page reads beyond ko.ts: its loader brings them. */
export const GUEST_PAGE_WORDS = {
  lessonRequest: ['forms'],
  oneDayClass: ['forms'],
  contact: ['forms'],
  inquiryCheck: ['forms'],
} as const satisfies Partial<Record<keyof typeof paths, readonly TWordGroup[]>>;
const words = GUEST_PAGE_WORDS;

/**
 * Every guest page is its own chunk, loaded when its route is opened: a guest downloads the
 * app's frame and the one page they look at (docs/performance.md, bundle budget). A page that
 * reads queries (forms, the inquiry board, sign-in) brings the query client (`withQueries`).
 */
export const guestPageLoaders = {
  home: () => import('@/features/site/routes/HomePage'),
  academyTour: () => import('@/features/site/routes/AcademyTourPage'),
  instructors: () => import('@/features/site/routes/InstructorsPage'),
  lessonRequest: () =>
    withQueries(
      withWords(
        words.lessonRequest,
        import('@/features/applications/routes/LessonApplicationPage'),
      ),
    ),
  oneDayClass: () =>
    withQueries(withWords(words.oneDayClass, import('@/features/oneday/routes/OneDayClassPage'))),
  contact: () =>
    withQueries(withWords(words.contact, import('@/features/inquiries/routes/InquiryPage'))),
  inquiryCheck: () =>
    withQueries(
      withWords(words.inquiryCheck, import('@/features/inquiries/routes/InquiryCheckPage')),
    ),
  login: () => withQueries(import('@/features/auth/routes/LoginPage')),
  forgotPassword: () => withQueries(import('@/features/auth/routes/ForgotPasswordPage')),
  privacyPolicy: () => import('@/features/site/routes/PrivacyPolicyPage'),
  termsOfService: () => import('@/features/site/routes/TermsOfServicePage'),
  emailChangeConfirm: () => import('@/features/email-change/routes/ConfirmEmailChangePage'),
  emailChangeUndo: () => import('@/features/email-change/routes/UndoEmailChangePage'),
} satisfies Partial<Record<keyof typeof paths, () => Promise<unknown>>>;

type TGuestPage = keyof typeof guestPageLoaders;

/** The guest page served at `pathname` (a trailing slash ignored), if any. */
export function guestPageAt(pathname: string): TGuestPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(guestPageLoaders) as TGuestPage[]).find((key) => paths[key] === path);
}

/**
 * Starts loading the page of `pathname` at once, while React is still starting, instead of when
 * the router first renders it: the page's chunk then arrives one round trip sooner, and the page
 * renders without a loading state in between. Resolves when the chunk has arrived or failed; a
 * failed preload is retried (and reported) by the route's own import.
 */
export async function preloadGuestPage(pathname: string): Promise<void> {
  const page = guestPageAt(pathname);
  if (page) await preloadModule(guestPageLoaders[page]).catch(() => undefined);
}
