import { resetLinkTokenOf, type TForgotPasswordStep } from '@academy/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
import { VERIFICATION_CODE_VALIDITY_MS } from '../verification-code';

/**
 * docs/product/screens-and-routes.md /forgot-password: email → verification code → new password →
 * complete. The e-mail's link opens it at the verification step, where a button confirms it.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const hashToken = resetLinkTokenOf(useLocation().hash);
  const [linkToken, setLinkToken] = useState(hashToken);
  const [step, setStep] = useState<TForgotPasswordStep>(hashToken ? 'verification' : 'email');
  // A link opened in the tab that already shows this page changes only the fragment.
  const [seenHashToken, setSeenHashToken] = useState(hashToken);
  if (hashToken !== seenHashToken) {
    setSeenHashToken(hashToken);
    if (hashToken) {
      setLinkToken(hashToken);
      setStep('verification');
    }
  }
  const [email, setEmail] = useState('');
  // Held only in memory: it proves this tab verified the code, and a reload starts over.
  const [resetToken, setResetToken] = useState('');
  const [deadlineMs, setDeadlineMs] = useState(0);
  // Focus follows the step only after the user moved on, never on the first page load.
  const [moved, setMoved] = useState(false);

  const goTo = (next: TForgotPasswordStep) => {
    setMoved(true);
    setStep(next);
  };
  const restartCountdown = () => setDeadlineMs(Date.now() + VERIFICATION_CODE_VALIDITY_MS);
  /** The link is spent or given up: its token leaves the address and the page's state. */
  const leaveLink = (next: TForgotPasswordStep) => {
    setLinkToken(null);
    void navigate(paths.forgotPassword, { replace: true });
    goTo(next);
  };

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
          <EmailStep
            initialEmail={email}
            focusHeading={moved}
            onSent={(sentTo) => {
              setEmail(sentTo);
              restartCountdown();
              goTo('verification');
            }}
          />
        )}
        {step === 'verification' && linkToken !== null && (
          <LinkStep
            token={linkToken}
            onConfirmed={(answer) => {
              setEmail(answer.email);
              setResetToken(answer.resetToken);
              leaveLink('newPassword');
            }}
            onRestart={() => leaveLink('email')}
          />
        )}
        {step === 'verification' && linkToken === null && (
          <VerificationStep
            email={email}
            deadlineMs={deadlineMs}
            focusHeading={moved}
            onResent={restartCountdown}
            onVerified={(token) => {
              setResetToken(token);
              goTo('newPassword');
            }}
            onChangeEmail={() => goTo('email')}
          />
        )}
        {step === 'newPassword' && (
          <NewPasswordStep
            email={email}
            resetToken={resetToken}
            focusHeading={moved}
            onReset={() => goTo('complete')}
          />
        )}
        {step === 'complete' && <CompleteStep />}
      </AuthCard>
    </PageShell>
  );
}
