import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { AuthCard } from '../components/AuthCard';
import { CompleteStep } from '../components/forgot-password/CompleteStep';
import { EmailStep } from '../components/forgot-password/EmailStep';
import { LinkStep } from '../components/forgot-password/LinkStep';
import { NewPasswordStep } from '../components/forgot-password/NewPasswordStep';
import { StepIndicator } from '../components/forgot-password/StepIndicator';
import { VerificationStep } from '../components/forgot-password/VerificationStep';
import { useForgotPasswordFlow } from '../hooks/use-forgot-password-flow';

/**
 * docs/product/screens-and-routes.md /forgot-password: email → verification code → new password →
 * complete. The e-mail's link opens it at the verification step, where a button confirms it.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const flow = useForgotPasswordFlow();
  const { step, email, moved } = flow;

  return (
    <PageShell
      title={t.pages.forgotPassword.title}
      description={t.pages.forgotPassword.description}
    >
      <AuthCard
        linksLabel={t.auth.login.helpLabel}
        links={
          step === 'complete' ? [] : [{ to: paths.login, label: t.auth.forgotPassword.backToLogin }]
        }
      >
        <StepIndicator current={step} />
        {step === 'email' && (
          <EmailStep initialEmail={email} focusHeading={moved} onSent={flow.emailSent} />
        )}
        {step === 'verification' && flow.linkToken !== null && (
          <LinkStep
            token={flow.linkToken}
            onConfirmed={flow.linkConfirmed}
            onRestart={() => flow.leaveLink('email')}
          />
        )}
        {step === 'verification' && flow.linkToken === null && (
          <VerificationStep
            email={email}
            deadlineMs={flow.deadlineMs}
            focusHeading={moved}
            onResent={flow.restartCountdown}
            onVerified={flow.verified}
            onChangeEmail={() => flow.goTo('email')}
          />
        )}
        {step === 'newPassword' && (
          <NewPasswordStep
            email={email}
            resetToken={flow.resetToken}
            focusHeading={moved}
            onReset={() => flow.goTo('complete')}
          />
        )}
        {step === 'complete' && <CompleteStep />}
      </AuthCard>
    </PageShell>
  );
}
