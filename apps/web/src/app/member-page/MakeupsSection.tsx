import { LoadingState } from '@/components/loading-state/LoadingState';
import { creditSourceText } from '@/features/makeups/components/makeup-text';
import { useMemberMakeups } from '@/features/makeups/api/makeups';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useLanguage, useT } from '@/i18n/use-language';
import { MemberPageSection } from './MemberPageSection';
import styles from './MemberPage.module.css';

/** The member's open make-up credits and make-up lessons (GET /makeups?memberId=). */
export function MakeupsSection({ memberId }: { memberId: number }) {
  const copy = useMemberPageCopy();
  const statuses = useT().makeups.statuses;
  const { language } = useLanguage();
  const query = useMemberMakeups(memberId);
  return (
    <MemberPageSection id="member-makeups" title={copy.sections.makeups}>
      {!query.data ? (
        <LoadingState label={copy.loading} />
      ) : (
        <>
          <h3 className={styles.subheading}>{copy.makeups.openCredits}</h3>
          <ul className={styles.list}>
            {query.data.openCredits.length === 0 && <li>{copy.makeups.none}</li>}
            {query.data.openCredits.map((credit) => (
              <li key={credit.id}>
                {format(copy.makeups.creditLine, {
                  source: creditSourceText(credit, language),
                  until: credit.expiresOn,
                })}
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>{copy.makeups.lessons}</h3>
          <ul className={styles.list}>
            {query.data.makeups.length === 0 && <li>{copy.makeups.noLessons}</li>}
            {query.data.makeups.map((lesson) => (
              <li key={lesson.id}>
                {format(copy.makeups.lessonLine, {
                  date: lesson.date,
                  start: lesson.startTime,
                  end: lesson.endTime,
                  status: statuses[lesson.status],
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </MemberPageSection>
  );
}
