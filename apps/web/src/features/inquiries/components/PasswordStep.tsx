import { validationMessage, ZContactCheckRequest } from '@academy/contracts';
import type { TContactDetail, TContactPublicCard } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import { useCheckContact } from '../api/check-contact';
import { lookupErrorMessage } from '../contact-error';
import styles from './Inquiries.module.css';

type TPasswordStepProps = {
  card: TContactPublicCard;
  inputRef: RefObject<HTMLInputElement | null>;
  onOpened: (detail: TContactDetail) => void;
  onCancel: () => void;
};

/** Asks for the inquiry's password; a wrong or locked answer stays here with the server's words. */
export function PasswordStep({ card, inputRef, onOpened, onCancel }: TPasswordStepProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const { language } = useLanguage();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const check = useCheckContact();
  const submit = useSingleFlight();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run(async () => {
      const result = validateForm(ZContactCheckRequest, { contactId: card.contactId, password });
      if (!result.success) {
        const key = result.errors.password;
        setFieldError(key ? validationMessage(key, language) : undefined);
        inputRef.current?.focus();
        return;
      }
      setFailure(null);
      try {
        onOpened(await check.mutateAsync(result.data));
      } catch (error) {
        setFailure(lookupErrorMessage(error, language));
        setPassword('');
        inputRef.current?.focus();
      }
    });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} />
      <TextField
        ref={inputRef}
        type="password"
        name="password"
        label={copy.passwordLabel}
        error={fieldError}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setFieldError(undefined);
        }}
      />
      <div className={styles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {copy.cancel}
        </button>
        <SubmitButton
          pending={submit.pending}
          label={copy.confirm}
          pendingLabel={copy.confirming}
        />
      </div>
    </form>
  );
}
