import { useFamilyCopy } from '@/i18n/sections/family';
import {
  APPLICANTS,
  CHILD_CONSENT,
  formatPhone,
  GUARDIAN_RELATIONS,
  normalizePhone,
  PHONE_DISPLAY_MAX_LENGTH,
  pickText,
} from '@academy/contracts';
import type { TApplicant } from '@academy/contracts';
import { useId } from 'react';
import formStyles from '@/components/form/Form.module.css';
import pageStyles from '@/components/form/FormPage.module.css';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import type { TForm } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import { ApplicantFields } from './ApplicantFields';
import type { TApplicantValues } from './ApplicantFields';
import styles from './ApplicationPage.module.css';
import { ChoiceGroup } from './ChoiceGroup';
import fieldStyles from './Fields.module.css';
import { needsChildConsent } from './family-values';
import type { TFamilyValues } from './family-values';

type TFamilyForm = TForm<TApplicantValues & TFamilyValues>;

/** The first question of both application forms: for oneself or for one's child. */
export function ApplicantChoice({ form }: { form: TFamilyForm }) {
  const copy = useFamilyCopy().form;
  const labels: Record<TApplicant, string> = {
    self: copy.applicantSelf,
    child: copy.applicantChild,
  };
  return (
    <ChoiceGroup
      legend={copy.applicantLegend}
      legendAsHeading
      name="applicant"
      required
      choices={APPLICANTS.map((applicant) => ({ value: applicant, label: labels[applicant] }))}
      value={form.values.applicant}
      error={form.errorOf('applicant')}
      onChange={(applicant) => form.setValue('applicant', applicant)}
      onBlur={() => form.touch('applicant')}
    />
  );
}

type TGuardianFieldsProps = { form: TFamilyForm };

/** Who applies for the child and is the family's contact: name, phone, e-mail, relationship. */
export function GuardianFields({ form }: TGuardianFieldsProps) {
  const copy = useFamilyCopy();
  const leadId = useId();
  const errorId = useId();
  // The server's answer when the guardian was left out as a whole.
  const groupError = form.errorOf('guardian');
  const text = (name: 'guardian.name' | 'guardian.phoneNumber' | 'guardian.email') => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onBlur: () => form.touch(name),
  });
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={groupError ? `${leadId} ${errorId}` : leadId}
    >
      <legend className={fieldStyles.legendHeading}>{copy.form.guardianHeading}</legend>
      <p id={leadId} className={formStyles.hint}>
        {copy.form.guardianLead}
      </p>
      {groupError && (
        <p id={errorId} className={formStyles.error} role="alert">
          {groupError}
        </p>
      )}
      <div className={pageStyles.fieldGrid}>
        <TextField
          {...text('guardian.name')}
          label={copy.form.guardianNameLabel}
          autoComplete="name"
          required
          onChange={(event) => form.setValue('guardian.name', event.target.value)}
        />
        <SelectField
          name="guardian.relationship"
          label={copy.form.relationshipLabel}
          value={form.values['guardian.relationship']}
          error={form.errorOf('guardian.relationship')}
          required
          onChange={(event) => form.setValue('guardian.relationship', event.target.value)}
          onBlur={() => form.touch('guardian.relationship')}
        >
          <option value="">{copy.form.relationshipPlaceholder}</option>
          {GUARDIAN_RELATIONS.map((relation) => (
            <option key={relation} value={relation}>
              {copy.relations[relation]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...text('guardian.phoneNumber')}
          value={formatPhone(form.values['guardian.phoneNumber'])}
          type="tel"
          label={copy.form.guardianPhoneLabel}
          inputMode="numeric"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          autoComplete="tel-national"
          required
          onChange={(event) =>
            form.setValue('guardian.phoneNumber', normalizePhone(event.target.value))
          }
        />
        <TextField
          {...text('guardian.email')}
          type="email"
          label={copy.form.guardianEmailLabel}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          onChange={(event) => form.setValue('guardian.email', event.target.value)}
        />
      </div>
    </fieldset>
  );
}

/** The guardian's consent for a child under 14: the purposes in the page's language, then the box. */
export function ChildConsentField({ form }: { form: TFamilyForm }) {
  const copy = useFamilyCopy().form;
  const { language } = useLanguage();
  const headingId = useId();
  const purposesId = useId();
  const errorId = useId();
  const error = form.errorOf('consent');
  return (
    <section className={`${styles.section} ${styles.consent}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.consentHeading}
      </h2>
      <div id={purposesId}>
        <p>{copy.consentLead}</p>
        <ul className={styles.consentPurposes}>
          {CHILD_CONSENT.purposes.map((purpose) => (
            <li key={purpose.key}>{pickText(purpose.text, language)}</li>
          ))}
        </ul>
      </div>
      <label className={fieldStyles.checkbox}>
        <input
          type="checkbox"
          name="consent"
          checked={form.values.consent}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${purposesId} ${errorId}` : purposesId}
          onChange={(event) => form.setValue('consent', event.target.checked)}
          onBlur={() => form.touch('consent')}
        />
        <span className={fieldStyles.choiceLabel}>{copy.consentLabel}</span>
      </label>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** After the child's own fields: the guardian, and for a child under 14 the consent. */
export function ChildApplicationFields({ form }: { form: TFamilyForm }) {
  if (form.values.applicant !== 'child') return null;
  return (
    <>
      <GuardianFields form={form} />
      {needsChildConsent(form.values) && <ChildConsentField form={form} />}
    </>
  );
}

/**
 * The applicant's part of both application forms: for whom, the applicant's (or the child's)
 * own fields, then the guardian and the consent. The regular lesson form asks for e-mail and
 * gender, the one-day form for neither (docs/product/validation.md).
 */
export function ApplicantSections({
  form,
  emailRequired,
  genderRequired,
}: {
  form: TFamilyForm;
  emailRequired: boolean;
  genderRequired: boolean;
}) {
  return (
    <>
      <ApplicantChoice form={form} />
      <ApplicantFields
        form={form}
        emailRequired={emailRequired}
        genderRequired={genderRequired}
        forChild={form.values.applicant === 'child'}
      />
      <ChildApplicationFields form={form} />
    </>
  );
}
