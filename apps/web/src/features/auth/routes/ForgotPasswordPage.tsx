import type { TForgotPasswordStep } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { AuthCard } from '../components/AuthCard';
import { CompleteStep } from '../components/forgot-password/CompleteStep';
import { EmailStep } from '../components/forgot-password/EmailStep';
import { NewPasswordStep } from '../components/forgot-password/NewPasswordStep';
import { StepIndicator } from '../components/forgot-password/StepIndicator';
import { VerificationStep } from '../components/forgot-password/VerificationStep';
import { VERIFICATION_CODE_VALIDITY_MS } from '../verification-code';

/** docs/product/screens-and-routes.md /forgot-password: email → verification code → new password → complete. */
export function ForgotPasswordPage() {
  const t = useT();
  const [step, setStep] = useState<TForgotPasswordStep>('email');
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
        {step === 'verification' && (
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
