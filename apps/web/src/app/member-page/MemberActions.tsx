import { useState } from 'react';
import { StaffButton } from '@/components/staff-area/StaffButton';
import staff from '@/components/staff-area/Staff.module.css';
import { NoticeForMemberDialog } from '@/features/attendance/components/NoticeForMemberDialog';
import { CreditDialog } from '@/features/makeups/components/CreditDialog';
import { BookForMemberDialog } from '@/features/practice/components/BookForMemberDialog';
import { MoveLessonDialog } from '@/features/schedule-changes/components/MoveLessonDialog';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { MemberPageSection } from './MemberPageSection';

type TAction = 'credit' | 'practice' | 'notice' | 'move' | null;

/**
 * What staff do for the member from their page, each in an in-app dialog that runs the member's
 * own rules (docs/product/back-office.md#the-member-page). `onDone` reloads the page's reads.
 */
export function MemberActions({
  member,
  onDone,
}: {
  member: { id: number; name: string };
  onDone: () => void;
}) {
  const copy = useMemberPageCopy();
  const [open, setOpen] = useState<TAction>(null);
  const close = () => {
    setOpen(null);
    onDone();
  };
  return (
    <MemberPageSection id="member-actions" title={copy.sections.actions}>
      <div className={staff.actions}>
        <StaffButton onClick={() => setOpen('credit')}>{copy.actions.grantCredit}</StaffButton>
        <StaffButton onClick={() => setOpen('practice')}>{copy.actions.bookPractice}</StaffButton>
        <StaffButton onClick={() => setOpen('notice')}>{copy.actions.giveNotice}</StaffButton>
        <StaffButton onClick={() => setOpen('move')}>{copy.actions.moveLesson}</StaffButton>
      </div>
      {open === 'credit' && <CreditDialog member={member} onClose={close} />}
      {open === 'practice' && <BookForMemberDialog member={member} onClose={close} />}
      {open === 'notice' && <NoticeForMemberDialog member={member} onClose={close} />}
      {open === 'move' && <MoveLessonDialog member={member} onClose={close} />}
    </MemberPageSection>
  );
}
