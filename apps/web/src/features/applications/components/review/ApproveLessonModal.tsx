import { defaultMonthlyFee, TEXT_LIMITS } from '@academy/contracts';
import { useId } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from './LessonApplications.module.css';
import type { TDecisionModalProps } from './decision-modal-props';
import { ApprovalModeChoice } from './ApprovalModeChoice';
import { CustomSlotFields } from './CustomSlotFields';
import { FirstDuePreview } from './FirstDuePreview';
import { PreferredOptionChoice } from './PreferredOptionChoice';
import { useApproveLesson } from './use-approve-lesson';

/** docs/product/validation.md lesson approval: a preferred or custom weekly slot, the fee, the foreign flag. */
export function ApproveLessonModal({ request, onClose, onDecided }: TDecisionModalProps) {
  const copy = useT().staffLessons.approve;
  const radioName = useId();
  const approval = useApproveLesson({ request, onDecided });
  const { draft, invalid, edit } = approval;

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={format(copy.title, { name: request.name })}
      description={copy.description}
      formClassName={styles.form}
      form={{ onSubmit: approval.form.onSubmit, pending: approval.pending, alert: approval.alert }}
      buttons={copy}
    >
      <ApprovalModeChoice radioName={radioName} mode={draft.mode} onChoose={approval.chooseMode} />

      {draft.mode === 'preferred' ? (
        <PreferredOptionChoice
          radioName={radioName}
          preferredTime={request.preferredTime}
          approval={approval}
        />
      ) : (
        <CustomSlotFields approval={approval} />
      )}

      <TextField
        label={copy.monthlyFee}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.monthlyFee}
        hint={format(copy.monthlyFeeHint, {
          fee: defaultMonthlyFee(request.lessonType).toLocaleString('ko-KR'),
        })}
        invalid={invalid('monthlyFee')}
        required
        onChange={(event) => edit('monthlyFee', event.target.value, 'monthlyFee')}
      />
      <FirstDuePreview requestId={request.requestId} query={approval.firstDueQuery} />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.isForeigner}
          onChange={(event) => edit('isForeigner', event.target.checked, null)}
        />
        {copy.isForeigner}
      </label>
      <TextAreaField
        label={copy.teacherResponse}
        value={draft.teacherResponse}
        maxLength={TEXT_LIMITS.REASON}
        rows={3}
        invalid={invalid('teacherResponse')}
        onChange={(event) => edit('teacherResponse', event.target.value, 'teacherResponse')}
      />
    </FormModal>
  );
}
