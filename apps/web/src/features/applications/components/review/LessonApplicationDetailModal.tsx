import {
  canDecideLessonApplication,
  GENDER_LABELS,
  LESSON_APPLICATION_STATUS_LABELS,
  LESSON_TYPE_LABELS,
  pickText,
} from '@academy/contracts';
import type { TLessonApplicationItem } from '@academy/contracts';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useLessonApplication } from '../../api/get-lesson-applications';
import { useFamilyFacts } from '@/components/staff-area/family-facts';
import { Fact } from '@/components/staff-area/Facts';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';

type TLessonApplicationDetailModalProps = {
  request: TLessonApplicationItem;
  onClose: () => void;
  onApprove: (request: TLessonApplicationItem) => void;
  onReject: (request: TLessonApplicationItem) => void;
};

/** "월요일: 18:00 | 수요일: 17:00" one entry per line (the list keeps the stored text as it is). */
function preferredTimeLines(text: string): string {
  return text
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .join('\n');
}

/** Every field of one application; a pending one can be decided from here (docs/product/states.md). */
export function LessonApplicationDetailModal({
  request: listed,
  onClose,
  onApprove,
  onReject,
}: TLessonApplicationDetailModalProps) {
  const copy = useT().staffLessons;
  const { language } = useLanguage();
  const request = useLessonApplication(listed).data ?? listed;
  const text = copy.detail;
  const none = copy.none;
  const decidable = canDecideLessonApplication(request.status);
  const family = useFamilyFacts();

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={format(text.title, { name: request.name })}
      footer={
        <>
          <StaffButton onClick={onClose}>{text.close}</StaffButton>
          {decidable && (
            <>
              <StaffButton tone="danger" onClick={() => onReject(request)}>
                {copy.actions.reject}
              </StaffButton>
              <StaffButton tone="primary" onClick={() => onApprove(request)}>
                {copy.actions.approve}
              </StaffButton>
            </>
          )}
        </>
      }
    >
      <dl className={staffStyles.facts}>
        <Fact label={text.status}>
          <StatusBadge
            status={request.status}
            label={pickText(LESSON_APPLICATION_STATUS_LABELS[request.status], language)}
          />
        </Fact>
        <Fact label={family.applicantLabel}>{family.applicantText(request)}</Fact>
        <Fact label={text.birthDate}>{family.birthDateWithAge(request)}</Fact>
        <Fact label={text.gender}>{pickText(GENDER_LABELS[request.gender], language)}</Fact>
        <Fact label={text.phone}>{family.contactPhone(request) ?? none}</Fact>
        <Fact label={text.email}>{request.email ?? none}</Fact>
        {family.guardianFacts(request, none).map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
        <Fact label={text.lessonType}>
          {pickText(LESSON_TYPE_LABELS[request.lessonType], language)}
        </Fact>
        <Fact label={text.foreigner}>{request.isForeigner ? text.yes : text.no}</Fact>
        <Fact label={text.preferredTime}>
          {request.preferredTime ? preferredTimeLines(request.preferredTime) : none}
        </Fact>
        <Fact label={text.message}>{request.message ?? none}</Fact>
        <Fact label={text.appliedAt}>{formatAcademyDateTime(request.createdAt)}</Fact>
        <Fact label={text.teacherResponse}>{request.teacherResponse ?? none}</Fact>
        <Fact label={text.handler}>{request.handler?.name ?? none}</Fact>
      </dl>
    </Modal>
  );
}
