import { koApplications } from './sections/applications.ko';
import { koInquiries } from './sections/inquiries.ko';

/**
 * The Korean sections of the application and inquiry forms, and of the staff pages that review
 * them. Not part of the dictionary every guest downloads first (ko.ts): they load with those
 * pages (`loadWords('forms')` in dictionaries.ts, called by app/with-words.ts), docs/performance.md.
 */
export const koForms = {
  applications: koApplications,
  inquiries: koInquiries,
};
