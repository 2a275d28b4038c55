import { Modal } from '@/components/modal/Modal';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useAnnouncementsCopy } from '@/i18n/sections/announcements';
import type { TAudienceQuestion } from './use-audience-confirmation';

type TAnnouncementConfirmDialogProps = {
  question: TAudienceQuestion | null;
  onAnswer: (yes: boolean) => void;
};

/** Before sending: which group and how many people it reaches, send or go back to the draft. */
export function AnnouncementConfirmDialog({ question, onAnswer }: TAnnouncementConfirmDialogProps) {
  const copy = useAnnouncementsCopy().confirm;
  if (!question) return null;
  return (
    <Modal
      open
      onClose={() => onAnswer(false)}
      size="sm"
      title={copy.title}
      description={format(copy.description, question)}
      footer={
        <>
          <StaffButton onClick={() => onAnswer(false)}>{copy.back}</StaffButton>
          <StaffButton tone="primary" onClick={() => onAnswer(true)}>
            {format(copy.send, { count: question.count })}
          </StaffButton>
        </>
      }
    />
  );
}
