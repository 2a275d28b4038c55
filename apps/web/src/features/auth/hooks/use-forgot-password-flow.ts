import { resetLinkTokenOf } from '@academy/contracts';
import type { TForgotPasswordStep } from '@academy/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { VERIFICATION_CODE_VALIDITY_MS } from '../verification-code';

/** The forgot-password steps and what they carry from one to the next. */
export function useForgotPasswordFlow() {
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

  const emailSent = (sentTo: string) => {
    setEmail(sentTo);
    restartCountdown();
    goTo('verification');
  };
  const linkConfirmed = (answer: { email: string; resetToken: string }) => {
    setEmail(answer.email);
    setResetToken(answer.resetToken);
    leaveLink('newPassword');
  };
  const verified = (token: string) => {
    setResetToken(token);
    goTo('newPassword');
  };

  return {
    step,
    linkToken,
    email,
    resetToken,
    deadlineMs,
    moved,
    goTo,
    restartCountdown,
    leaveLink,
    emailSent,
    linkConfirmed,
    verified,
  };
}
