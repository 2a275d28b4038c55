import { ZLoginRequest } from '@academy/contracts';
import type { TLoginResponse } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../feedback';
import { SubmitForm } from '@/components/form/SubmitForm';

/** docs/product/screens-and-routes.md /login: one field for the id or phone number, plus the password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (login: TLoginResponse) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const login = useLogin();
  const form = useForm({
    initial: { loginId: '', password: '' },
    schema: ZLoginRequest,
    errorDisplay: 'submit',
    send: (body) => login.mutateAsync(body),
    onSent: onLoggedIn,
    failMessage: (error) => loginErrorMessage(error, language),
  });

  return (
    <SubmitForm
      form={form}
      submitLabel={t.auth.login.submit}
      pendingLabel={t.auth.login.submitting}
    >
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
    </SubmitForm>
  );
}
