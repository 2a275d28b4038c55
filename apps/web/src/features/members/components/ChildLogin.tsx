import { formatPhone, normalizePhone, PHONE_DISPLAY_MAX_LENGTH } from '@academy/contracts';
import type { TChildLogin, TMemberListItem } from '@academy/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { errorMessageOf } from '@/lib/api-error';
import { useGiveChildLogin } from '../api/guardian';
import editStyles from '@/components/staff-area/UserEdit.module.css';
import styles from './GuardianModal.module.css';

/** 010-1234-5678 with its hyphens. */

/**
 * A child without a login of their own gets one here (POST /users/{id}/login): their phone and,
 * if they like, their e-mail. The temporary password shows once, in place, and stays until the
 * dialog closes even though the list reloads (docs/product/families.md).
 */
export function ChildLogin({ user }: { user: TMemberListItem }) {
  const copy = useFamilyCopy().childLogin;
  const give = useGiveChildLogin();
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<TChildLogin | null>(null);
  const [failure, setFailure] = useState('');
  const headingId = useId();
  if (!made && (user.guardian === null || user.hasLogin)) return null;

  const submit = async () => {
    setFailure('');
    try {
      const body = { phoneNumber: phone, email: email.trim() || undefined };
      setMade(await give.mutateAsync({ userId: user.userId, body }));
    } catch (error) {
      setFailure(errorMessageOf(error, copy.failed));
    }
  };

  // Inside the guardian form: Enter here makes the login, not a guardian link.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (phone !== '' && !give.isPending) void submit();
  };

  return (
    <section className={styles.current} aria-labelledby={headingId}>
      <h3 id={headingId} className={editStyles.legend}>
        {copy.heading}
      </h3>
      {made ? (
        <div role="status" className={styles.confirm}>
          <p className={styles.question}>
            {format(copy.made, { loginId: made.loginId, password: made.temporaryPassword })}
          </p>
          <p className={styles.none}>{copy.madeNote}</p>
        </div>
      ) : (
        <>
          <p className={styles.none}>{copy.lead}</p>
          <div className={editStyles.fields}>
            <TextField
              name="childPhone"
              value={formatPhone(phone)}
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_DISPLAY_MAX_LENGTH}
              label={copy.phoneLabel}
              autoComplete="off"
              onKeyDown={onEnter}
              onChange={(event) => setPhone(normalizePhone(event.target.value))}
            />
            <TextField
              name="childEmail"
              value={email}
              type="email"
              label={copy.emailLabel}
              autoComplete="off"
              onKeyDown={onEnter}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {failure && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <StaffButton
              tone="primary"
              disabled={give.isPending || phone === ''}
              busy={give.isPending}
              onClick={() => void submit()}
            >
              {give.isPending ? copy.submitting : copy.submit}
            </StaffButton>
          </div>
        </>
      )}
    </section>
  );
}
