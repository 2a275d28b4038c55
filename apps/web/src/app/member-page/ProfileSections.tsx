import { MEMBER_STATUS_LABELS, pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { FactList } from '@/components/staff-area/Facts';
import { guardianNamed } from '@/features/members/components/guardian-display';
import { useFamilyCopy } from '@/i18n/sections/family';
import { formatAcademyDate } from '@/components/staff-area/staff-dates';
import { amountText } from '@/features/tuition/components/tuition-text';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useLanguage } from '@/i18n/use-language';
import { MemberPageSection } from './MemberPageSection';

/** The member's details and their guardian (docs/product/families.md). */
export function ProfileSection({ member }: { member: TMemberListItem }) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  const family = useFamilyCopy();
  const { guardian } = member;
  return (
    <MemberPageSection id="member-profile" title={copy.sections.profile}>
      <FactList
        facts={[
          [copy.profile.phone, member.phoneNumber],
          [copy.profile.email, member.email ?? '—'],
          [copy.profile.birthDate, member.birthDate ?? '—'],
          [copy.profile.status, pickText(MEMBER_STATUS_LABELS[member.status], language)],
          [copy.profile.registeredAt, formatAcademyDate(member.registeredAt)],
          [
            copy.profile.guardian,
            guardian
              ? `${guardianNamed(guardian, family)} · ${guardian.phoneNumber}`
              : copy.profile.noGuardian,
          ],
        ]}
      />
    </MemberPageSection>
  );
}

/** The weekly lesson slot, its teacher and the monthly fee. */
export function LessonSection({
  member,
  teacherName,
}: {
  member: TMemberListItem;
  teacherName: string | null;
}) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  const day = member.lessonDayOfWeek;
  const slot =
    day && member.lessonStartTime && member.lessonEndTime
      ? format(copy.lesson.slotText, {
          day: pickText(WEEKDAY_LABELS[day], language),
          start: member.lessonStartTime,
          end: member.lessonEndTime,
        })
      : copy.lesson.none;
  return (
    <MemberPageSection id="member-lesson" title={copy.sections.lesson}>
      <FactList
        facts={[
          [copy.lesson.slot, slot],
          [copy.lesson.teacher, teacherName ?? copy.lesson.noTeacher],
          [
            copy.lesson.fee,
            member.monthlyFee === null ? '—' : amountText(member.monthlyFee, language),
          ],
        ]}
      />
    </MemberPageSection>
  );
}
