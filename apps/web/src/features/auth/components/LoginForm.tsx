import { ZLoginRequest } from '@academy/contracts';
import type { TLoginResponse } from '@academy/contracts';
import type { FormEvent } from 'react';
import styles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useFormValues } from '@/components/form/use-form-values';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../feedback';

/** docs/product/screens-and-routes.md /login: one field for the id or phone number, plus the password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (login: TLoginResponse) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const form = useFormValues({ loginId: '', password: '' });
  const login = useLogin();
  const submit = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void submit.run(async () => {
      const body = form.check(ZLoginRequest, formElement);
      if (!body) return;
      failure.clear();
      try {
        onLoggedIn(await login.mutateAsync(body));
      } catch (error) {
        failure.fail(loginErrorMessage(error, language));
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure.failure} />
      <TextField
        {...form.field('loginId')}
        label={t.auth.login.loginIdLabel}
        hint={t.auth.login.loginIdHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={t.auth.login.passwordLabel}
        autoComplete="current-password"
        required
      />
      <SubmitButton
        pending={submit.pending}
        label={t.auth.login.submit}
        pendingLabel={t.auth.login.submitting}
      />
    </form>
  );
}
