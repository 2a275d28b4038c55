import {
  BIRTH_DATE_MAX_LENGTH,
  formatPhone,
  GENDER_LABELS,
  GENDERS,
  normalizePhone,
  pickText,
} from '@academy/contracts';
import { useId } from 'react';
import pageStyles from '@/components/form/FormPage.module.css';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TForm } from '@/components/form/use-form';
import styles from './ApplicationPage.module.css';
import { ChoiceGroup } from './ChoiceGroup';

export type TApplicantValues = {
  name: string;
  birthDate: string;
  gender: string;
  phoneNumber: string;
  email: string;
};

// "010-1234-5678": 11 digits and two hyphens.
const PHONE_DISPLAY_MAX_LENGTH = 13;

type TApplicantFieldsProps<T extends TApplicantValues> = {
  form: TForm<T>;
  /** Regular lessons need both; the one-day class needs neither (docs/product/validation.md). */
  emailRequired: boolean;
  genderRequired: boolean;
};

/** The applicant's section of both application forms: name, birth date, phone, email, gender. */
export function ApplicantFields<T extends TApplicantValues>({
  form,
  emailRequired,
  genderRequired,
}: TApplicantFieldsProps<T>) {
  const t = useT();
  const copy = t.applications.form;
  const { language } = useLanguage();
  const titleId = useId();
  const text = (name: keyof TApplicantValues & string) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onBlur: () => form.touch(name),
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {copy.personalHeading}
      </h2>
      <div className={pageStyles.fieldGrid}>
        <TextField
          {...text('name')}
          label={copy.nameLabel}
          autoComplete="name"
          required
          onChange={(event) => form.setValue('name', event.target.value)}
        />
        <TextField
          {...text('birthDate')}
          label={copy.birthDateLabel}
          hint={copy.birthDateHint}
          inputMode="numeric"
          maxLength={BIRTH_DATE_MAX_LENGTH}
          autoComplete="off"
          required
          onChange={(event) => form.setValue('birthDate', event.target.value)}
        />
        <TextField
          {...text('phoneNumber')}
          value={formatPhone(form.values.phoneNumber)}
          type="tel"
          label={copy.phoneLabel}
          hint={copy.phoneHint}
          inputMode="numeric"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          autoComplete="tel-national"
          required
          onChange={(event) => form.setValue('phoneNumber', normalizePhone(event.target.value))}
        />
        <TextField
          {...text('email')}
          type="email"
          label={emailRequired ? copy.emailLabel : copy.emailOptionalLabel}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required={emailRequired}
          onChange={(event) => form.setValue('email', event.target.value)}
        />
        <div className={styles.fullRow}>
          <ChoiceGroup
            legend={genderRequired ? copy.genderLegend : copy.genderOptionalLegend}
            name="gender"
            required={genderRequired}
            choices={GENDERS.map((gender) => ({
              value: gender,
              label: pickText(GENDER_LABELS[gender], language),
            }))}
            value={form.values.gender}
            error={form.errorOf('gender')}
            onChange={(gender) => form.setValue('gender', gender)}
            onBlur={() => form.touch('gender')}
          />
        </div>
      </div>
    </section>
  );
}
