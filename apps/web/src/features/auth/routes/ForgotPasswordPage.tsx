import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';

export function ForgotPasswordPage() {
  const t = useT();
  return (
    <PageShell
      title={t.pages.forgotPassword.title}
      description={t.pages.forgotPassword.description}
    />
  );
}
