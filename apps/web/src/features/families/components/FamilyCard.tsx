import { pickText, siblingDiscountText, WEEKDAY_LABELS } from '@academy/contracts';
import { MemberFact } from '@/components/member-area/MemberFact';
import { MemberButton } from '@/components/member-area/MemberButton';
import type { TFamilyChild } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { useLanguage } from '@/i18n/use-language';
import { formatThousands } from '@/lib/thousands';
import { useFamily } from '../api/get-family';
import { useActingFor } from '../hooks/use-acting-for';

function ChildFacts({ child }: { child: TFamilyChild }) {
  const copy = useFamilyCopy();
  const { language } = useLanguage();
  const { lesson } = child;
  const lessonText = lesson
    ? `${pickText(WEEKDAY_LABELS[lesson.dayOfWeek], language)} ${lesson.startTime} – ${lesson.endTime}`
    : copy.dashboard.noLesson;
  const dues =
    child.unpaidDues === 0
      ? copy.dashboard.noUnpaid
      : format(copy.dashboard.unpaid, {
          count: String(child.unpaidDues),
          amount: formatThousands(child.unpaidAmount),
        });
  const discount =
    child.unpaidDues > 0 && child.unpaidSiblingDiscount > 0
      ? pickText(siblingDiscountText(child.unpaidSiblingDiscount), language)
      : null;
  return (
    <dl className={memberStyles.facts}>
      <MemberFact label={copy.dashboard.lesson}>{lessonText}</MemberFact>
      {child.teacherName && (
        <MemberFact label={copy.dashboard.teacher}>{child.teacherName}</MemberFact>
      )}
      <MemberFact label={copy.dashboard.dues}>
        <span>{dues}</span>
        {discount && <span className={memberStyles.muted}> · {discount}</span>}
      </MemberFact>
    </dl>
  );
}

/** Looking after a child from here on: every member screen serves them until switched back. */
function ActForChild({ child, guardianId }: { child: TFamilyChild; guardianId: number }) {
  const copy = useFamilyCopy().acting;
  const { actingFor, actFor } = useActingFor();
  if (actingFor?.childId === child.userId) {
    return <p className={memberStyles.muted}>{copy.current}</p>;
  }
  return (
    <MemberButton
      onClick={() => actFor({ guardianId, childId: child.userId, childName: child.name })}
    >
      {format(copy.actFor, { name: child.name })}
    </MemberButton>
  );
}

/**
 * A guardian's children on the dashboard (docs/product/families.md): each child's weekly
 * lesson, teacher and unpaid dues, and the way to look after them. Nothing for a member without
 * children.
 */
export function FamilyCard({ guardianId }: { guardianId: number | null }) {
  const copy = useFamilyCopy();
  const query = useFamily();
  const children = query.data?.children ?? [];
  if (query.isSuccess && children.length === 0) return null;
  if (query.isPending || query.isError) return null;
  return (
    <MemberCard headingId="family-heading" heading={copy.dashboard.heading}>
      <ul className={memberStyles.stack}>
        {children.map((child) => (
          <li key={child.userId}>
            <h3 className={memberStyles.heading}>
              {child.age === null
                ? child.name
                : format(copy.dashboard.nameWithAge, { name: child.name, age: String(child.age) })}
            </h3>
            <ChildFacts child={child} />
            {guardianId !== null && <ActForChild child={child} guardianId={guardianId} />}
          </li>
        ))}
      </ul>
    </MemberCard>
  );
}
