import { pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TFamilyChild } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { useLanguage } from '@/i18n/use-language';
import { formatThousands } from '@/lib/thousands';
import { useFamily } from '../api/get-family';

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
  return (
    <dl className={memberStyles.facts}>
      <div className={memberStyles.fact}>
        <dt>{copy.dashboard.lesson}</dt>
        <dd>{lessonText}</dd>
      </div>
      {child.teacherName && (
        <div className={memberStyles.fact}>
          <dt>{copy.dashboard.teacher}</dt>
          <dd>{child.teacherName}</dd>
        </div>
      )}
      <div className={memberStyles.fact}>
        <dt>{copy.dashboard.dues}</dt>
        <dd>{dues}</dd>
      </div>
    </dl>
  );
}

/**
 * A guardian's children on the dashboard (docs/product/families.md): each child's weekly
 * lesson, teacher and unpaid dues. Nothing for a member without children.
 */
export function FamilyCard() {
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
          </li>
        ))}
      </ul>
    </MemberCard>
  );
}
