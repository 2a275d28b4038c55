import {
  canProcessModification,
  CHANGE_TYPE_LABELS,
  formatPhone,
  MODIFICATION_STATUS_LABELS,
  pickText,
  TEXT_LIMITS,
  validationMessage,
  ZModificationApproveRequest,
  ZModificationRejectRequest,
} from '@academy/contracts';
import type { TModificationItem, TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TModificationDecision } from '../../api/process-modification';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import styles from '@/components/staff-area/Staff.module.css';
import { FactList } from '@/components/staff-area/Facts';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { originalLessonText, requestedLessonText } from './modification-text';

const SCHEMAS = {
  approve: ZModificationApproveRequest,
  reject: ZModificationRejectRequest,
} as const;

/** The footer's two decisions, reject before approve. */
const DECISION_BUTTONS = [
  { decision: 'reject', tone: 'danger' },
  { decision: 'approve', tone: 'primary' },
] as const;

type TModificationModalProps = {
  modification: TModificationItem;
  onClose: () => void;
  onDecide: (decision: TModificationDecision, teacherResponse: string) => void;
  pending: boolean;
};

/**
 * Every detail of one schedule change request; a pending one is approved or rejected here with
 * a required reason (docs/product/validation.md). Mount it with a key per request so the reason starts empty.
 */
export function ModificationModal({
  modification: item,
  onClose,
  onDecide,
  pending,
}: TModificationModalProps) {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);
  const [chosen, setChosen] = useState<TModificationDecision | null>(null);
  const processable = canProcessModification(item.status);

  const decide = (decision: TModificationDecision) => {
    if (pending) return;
    const result = validateForm(SCHEMAS[decision], { teacherResponse: reason });
    if (!result.success) return setProblem(result.errors.teacherResponse ?? 'requestInfoNotFound');
    setProblem(null);
    setChosen(decision);
    onDecide(decision, result.data.teacherResponse);
  };

  const facts: Array<[string, ReactNode]> = [
    [copy.member, item.user.name],
    [copy.phone, formatPhone(item.user.phoneNumber)],
    [copy.email, item.user.email || common.none],
    [copy.changeType, pickText(CHANGE_TYPE_LABELS[item.changeType], language)],
    [copy.original, originalLessonText(item, language) ?? common.none],
    [copy.requested, requestedLessonText(item, language) ?? common.none],
    [copy.reason, item.reason],
    [
      common.status,
      <StatusBadge
        status={item.status}
        label={pickText(MODIFICATION_STATUS_LABELS[item.status], language)}
      />,
    ],
    [common.createdAt, formatAcademyDateTime(item.createdAt)],
    ...(item.teacherResponse
      ? [[copy.teacherResponse, item.teacherResponse] as [string, ReactNode]]
      : []),
    ...(processable
      ? []
      : [[copy.updatedAt, formatAcademyDateTime(item.updatedAt)] as [string, ReactNode]]),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={format(copy.detailTitle, { name: item.user.name })}
      size="lg"
      footer={
        processable ? (
          <>
            {DECISION_BUTTONS.map(({ decision, tone }) => (
              <StaffButton
                key={decision}
                tone={tone}
                disabled={pending}
                busy={pending && chosen === decision}
                onClick={() => decide(decision)}
              >
                {pending && chosen === decision ? copy.processing : copy[decision]}
              </StaffButton>
            ))}
          </>
        ) : undefined
      }
    >
      <FactList facts={facts} />
      {processable ? (
        <TextAreaField
          label={copy.processReason}
          hint={copy.processHint}
          value={reason}
          maxLength={TEXT_LIMITS.REASON}
          error={problem ? validationMessage(problem, language) : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
      ) : (
        <p className={styles.cardMeta}>{copy.settled}</p>
      )}
    </Modal>
  );
}
