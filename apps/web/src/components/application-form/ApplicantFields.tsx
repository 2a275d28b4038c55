import { useFamilyCopy } from '@/i18n/sections/family';
import {
  BIRTH_DATE_MAX_LENGTH,
  formatPhone,
  GENDER_LABELS,
  GENDERS,
  normalizePhone,
  PHONE_DISPLAY_MAX_LENGTH,
  pickText,
} from '@academy/contracts';
import { useId } from 'react';
import pageStyles from '@/components/form/FormPage.module.css';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TForm } from '@/components/form/use-form';
import type { TDictionary } from '@/i18n/types';
import styles from './ApplicationPage.module.css';
import { ChoiceGroup } from './ChoiceGroup';

export type TApplicantValues = {
  name: string;
  birthDate: string;
  gender: string;
  phoneNumber: string;
  email: string;
};

type TApplicantFieldsProps<T extends TApplicantValues> = {
  form: TForm<T>;
  /** Regular lessons need both; the one-day class needs neither (docs/product/validation.md). */
  emailRequired: boolean;
  genderRequired: boolean;
  /** A guardian applies for a child: the fields are the child's, whose own phone and e-mail are optional. */
  forChild?: boolean;
};

/** A text field's name, value, error and blur, bound to the form. */
function textBinding<T extends TApplicantValues>(form: TForm<T>, name: keyof TApplicantValues) {
  return {
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onBlur: () => form.touch(name),
  };
}

/** The section's heading and contact labels: a child's own phone and e-mail are optional. */
function contactLabels(
  t: TDictionary,
  child: ReturnType<typeof useFamilyCopy>['form'],
  forChild: boolean,
  emailRequired: boolean,
) {
  const copy = t.applications.form;
  if (forChild)
    return {
      heading: child.childHeading,
      phone: child.childPhoneLabel,
      email: child.childEmailLabel,
    };
  return {
    heading: copy.personalHeading,
    phone: copy.phoneLabel,
    email: emailRequired ? copy.emailLabel : copy.emailOptionalLabel,
  };
}

/** The applicant's section of both application forms: name, birth date, phone, email, gender. */
export function ApplicantFields<T extends TApplicantValues>({
  form,
  emailRequired,
  genderRequired,
  forChild = false,
}: TApplicantFieldsProps<T>) {
  const t = useT();
  const copy = t.applications.form;
  const labels = contactLabels(t, useFamilyCopy().form, forChild, emailRequired);
  const { language } = useLanguage();
  const titleId = useId();
  const text = (name: keyof TApplicantValues & string) => textBinding(form, name);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.heading}
      </h2>
      <div className={pageStyles.fieldGrid}>
        <TextField
          {...text('name')}
          label={copy.nameLabel}
          autoComplete={forChild ? 'off' : 'name'}
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
          label={labels.phone}
          hint={copy.phoneHint}
          inputMode="numeric"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          autoComplete={forChild ? 'off' : 'tel-national'}
          required={!forChild}
          onChange={(event) => form.setValue('phoneNumber', normalizePhone(event.target.value))}
        />
        <TextField
          {...text('email')}
          type="email"
          label={labels.email}
          autoComplete={forChild ? 'off' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          required={emailRequired && !forChild}
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
