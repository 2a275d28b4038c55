import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { AuthCard } from '../components/AuthCard';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

export function ChangePasswordPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.changePassword.title}
      description={t.pages.changePassword.description}
    >
      <AuthCard>
        <ChangePasswordForm />
      </AuthCard>
    </PageShell>
  );
}
