import type { TLoginResponse } from '@academy/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { fromState, getSignedInTarget } from '../account';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { useAuth } from '../hooks/use-auth';

export function LoginPage() {
  const t = useT();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const onLoggedIn = (login: TLoginResponse) => {
    // Before navigating, so a foreign member's English applies on the very next screen.
    signIn(login);
    const { to, state } = getSignedInTarget(login, fromState(location.state));
    navigate(to, { replace: true, state });
  };

  return (
    <PageShell title={t.pages.login.title} description={t.pages.login.description}>
      <AuthCard
        linksLabel={t.auth.login.helpLabel}
        links={[
          { to: paths.forgotPassword, label: t.auth.login.forgotPassword },
          { to: paths.contact, label: t.auth.login.contact },
          { to: paths.home, label: t.auth.login.home },
        ]}
      >
        <LoginForm onLoggedIn={onLoggedIn} />
      </AuthCard>
    </PageShell>
  );
}
