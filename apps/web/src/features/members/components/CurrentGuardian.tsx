import { formatPhone } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { useId, useState } from 'react';
import { FactList } from '@/components/staff-area/Facts';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { guardianNamed } from './guardian-display';
import editStyles from '@/components/staff-area/UserEdit.module.css';
import styles from './GuardianModal.module.css';

type TCurrentGuardianProps = {
  user: TMemberListItem;
  /** The removal is being sent. */
  removing: boolean;
  /** Something else is being sent: the removal waits. */
  blocked: boolean;
  /** The removal was asked for (the dialog clears its earlier messages). */
  onAsk: () => void;
  /** Removes the link; resolves false when it was refused, and the question goes. */
  onRemove: () => Promise<boolean>;
};

/** The child's guardian (name, relationship, phone) and its removal, asked first in place. */
export function CurrentGuardian({
  user,
  removing,
  blocked,
  onAsk,
  onRemove,
}: TCurrentGuardianProps) {
  const family = useFamilyCopy();
  const copy = family.guardianLink;
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const questionId = useId();
  const guardian = user.guardian;

  const remove = async () => {
    if (!(await onRemove())) setConfirming(false);
  };

  return (
    <section className={styles.current} aria-labelledby={headingId}>
      <h3 id={headingId} className={editStyles.legend}>
        {copy.currentHeading}
      </h3>
      {!guardian ? (
        <p className={styles.none}>{copy.none}</p>
      ) : (
        <>
          <FactList
            facts={[
              [copy.name, guardian.name],
              [
                copy.relationship,
                guardian.relationship ? family.relations[guardian.relationship] : '-',
              ],
              [copy.phone, formatPhone(guardian.phoneNumber)],
            ]}
          />
          {confirming ? (
            <div className={styles.confirm} role="group" aria-labelledby={questionId}>
              <p id={questionId} className={styles.question}>
                {format(copy.unlinkQuestion, {
                  guardian: guardianNamed(guardian, family),
                  name: user.name,
                })}
              </p>
              <div className={styles.actions}>
                <StaffButton
                  tone="danger"
                  disabled={removing || blocked}
                  busy={removing}
                  onClick={() => void remove()}
                >
                  {removing ? copy.unlinking : copy.unlinkConfirm}
                </StaffButton>
                <StaffButton disabled={removing} onClick={() => setConfirming(false)}>
                  {copy.unlinkKeep}
                </StaffButton>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <StaffButton
                tone="danger"
                disabled={blocked}
                onClick={() => {
                  onAsk();
                  setConfirming(true);
                }}
              >
                {copy.unlink}
              </StaffButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
