import type { guestPageLoaders } from '../guest-pages';

/**
 * The guest pages sent as HTML before their JavaScript runs, with the source module of each
 * (the key of its chunk in Vite's manifest, for the page's own styles). The sign-in pages are
 * left out: they wait for the session check before showing anything.
 */
export const PRERENDERED_PAGES = {
  home: 'src/features/public/routes/HomePage.tsx',
  academyTour: 'src/features/public/routes/AcademyTourPage.tsx',
  instructors: 'src/features/public/routes/InstructorsPage.tsx',
  lessonRequest: 'src/features/applications/routes/LessonRequestPage.tsx',
  oneDayClass: 'src/features/applications/routes/OneDayClassPage.tsx',
  contact: 'src/features/contact/routes/ContactPage.tsx',
  contactCheck: 'src/features/contact/routes/ContactCheckPage.tsx',
  privacyPolicy: 'src/features/public/routes/PrivacyPolicyPage.tsx',
  termsOfService: 'src/features/public/routes/TermsOfServicePage.tsx',
} as const satisfies Partial<Record<keyof typeof guestPageLoaders, string>>;

export type TPrerenderedPage = keyof typeof PRERENDERED_PAGES;
