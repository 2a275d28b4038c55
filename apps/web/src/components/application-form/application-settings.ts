import { feedbackMessage } from '@academy/contracts';
import type { TFeedbackMessageKey, TLanguage } from '@academy/contracts';
import { errorMessageOf } from '@/lib/api-error';
import type { TApplicantValues } from './ApplicantFields';

/** The applicant's section before anything is typed. */
export const EMPTY_APPLICANT: TApplicantValues = {
  name: '',
  birthDate: '',
  gender: '',
  phoneNumber: '',
  email: '',
};

/**
 * The `useForm` settings both application forms share: the birth date checked from the first
 * keystroke (docs/product/validation.md), the honeypot, a cleared form once sent, and on failure the
 * server's words only for a refusal the visitor can act on (docs/product/errors.md), else the form's
 * own "please try again", which says more than a generic server error would.
 */
export function applicationSettings(
  sentKey: TFeedbackMessageKey,
  failKey: TFeedbackMessageKey,
  language: TLanguage,
) {
  return {
    liveFields: ['birthDate'] as const,
    honeypot: true,
    resetOnSent: true,
    sentMessage: () => feedbackMessage(sentKey, language),
    failMessage: (error: unknown) =>
      errorMessageOf(error, feedbackMessage(failKey, language), { refusalsOnly: true }),
  };
}
