import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { AuthCard } from '../components/AuthCard';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useAuth } from '../hooks/use-auth';

/**
 * docs/product/screens-and-routes.md /new-password: an account signed in with the password it
 * was issued sets its own here; once the server took it, the guard sends them on to where they
 * were headed.
 */
export function NewPasswordPage() {
  const t = useT();
  const { passwordSet } = useAuth();
  return (
    <PageShell title={t.pages.newPassword.title} description={t.pages.newPassword.description}>
      <AuthCard>
        <ChangePasswordForm copy={t.auth.newPassword} onChanged={passwordSet} />
      </AuthCard>
    </PageShell>
  );
}
