import type { TFeedbackMessageKey } from '@academy/contracts';
import type { z } from 'zod';
import { useForm } from '@/components/form/use-form';
import type { TValues } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import type { TFormValidation } from '@/lib/validate-form';
import type { TApplicantValues } from './ApplicantFields';
import { applicationSettings, EMPTY_APPLICANT } from './application-settings';
import { EMPTY_FAMILY } from './family-values';
import type { TFamilyValues } from './family-values';
import { useServerIssues } from './server-issues';

/** The fields every application has: who applies, for whom, and the message. */
type TApplicationValues = TApplicantValues & TFamilyValues & { message: string };

type TApplicationFormOptions<TOwn extends TValues, TSchema extends z.ZodType, TResult> = {
  /** The form's own fields and their first values, besides the shared ones. */
  own: TOwn;
  schema: TSchema;
  validate: (values: TApplicationValues & TOwn) => TFormValidation<z.output<TSchema>>;
  send: (body: z.output<TSchema> & { website?: string }) => Promise<TResult>;
  /**
   * After a send went through, with what `send` answered: to clear what the form keeps outside
   * its fields and show the confirmation.
   */
  onSent: (result: TResult) => void;
  sentKey: TFeedbackMessageKey;
  failKey: TFeedbackMessageKey;
};

/**
 * The form of a lesson or one-day application: the shared fields and settings
 * (`applicationSettings`), and the server's refusals shown at their fields. `fields` is the
 * form to draw the fields from, `form` the one the frame submits.
 */
export function useApplicationForm<TOwn extends TValues, TSchema extends z.ZodType, TResult>({
  own,
  onSent,
  sentKey,
  failKey,
  ...checks
}: TApplicationFormOptions<TOwn, TSchema, TResult>) {
  const { language } = useLanguage();
  const serverIssues = useServerIssues();
  const form = useForm({
    initial: { ...EMPTY_APPLICANT, ...EMPTY_FAMILY, ...own, message: '' },
    ...checks,
    onSent: (result: TResult) => {
      serverIssues.clear();
      onSent(result);
    },
    onFailed: serverIssues.record,
    ...applicationSettings(sentKey, failKey, language),
  });
  return { form, fields: serverIssues.bind(form) };
}
