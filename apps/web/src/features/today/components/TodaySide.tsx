import { TODAY_PENDING_KINDS, type TToday } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { formatMonthTitle, formatShortDate } from '@/components/calendar/calendar-format';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useTodayCopy } from '@/i18n/sections/today';
import { useLanguage } from '@/i18n/use-language';
import { formatThousands } from '@/lib/thousands';
import { PENDING_PAGES } from './today-links';
import styles from './Today.module.css';

/** Each kind of request waiting: its count, and the oldest named with their day. */
export function TodayPending({ pending }: { pending: TToday['pending'] }) {
  const copy = useTodayCopy();
  const { language } = useLanguage();
  const waiting = TODAY_PENDING_KINDS.filter((kind) => pending[kind].count > 0);
  return (
    <section className={staffStyles.panel} aria-labelledby="today-pending-heading">
      <h3 id="today-pending-heading" className={staffStyles.cardTitle}>
        {copy.pendingHeading}
      </h3>
      {waiting.length === 0 ? (
        <p>{copy.pendingNone}</p>
      ) : (
        <ul className={styles.groups}>
          {waiting.map((kind) => (
            <li key={kind}>
              <h4 className={styles.groupTitle}>
                {copy.pendingKinds[kind]} {pending[kind].count}
              </h4>
              <ul className={styles.names}>
                {pending[kind].first.map((item) => (
                  <li key={item.id}>
                    <Link to={PENDING_PAGES[kind]}>{item.name}</Link>{' '}
                    <span className={styles.meta}>{formatShortDate(item.date, language)}</span>
                  </li>
                ))}
              </ul>
              {pending[kind].count > pending[kind].first.length && (
                <Link to={PENDING_PAGES[kind]}>
                  {format(copy.pendingMore, { count: pending[kind].count })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The month's dues as the tuition screen totals them, and the next closed day. */
export function TodayFigures({ dues, nextClosure }: Pick<TToday, 'dues' | 'nextClosure'>) {
  const copy = useTodayCopy();
  const { language } = useLanguage();
  return (
    <>
      <section className={staffStyles.panel} aria-labelledby="today-dues-heading">
        <h3 id="today-dues-heading" className={staffStyles.cardTitle}>
          {format(copy.duesHeading, { month: formatMonthTitle(dues.month, language) })}
        </h3>
        <p className={styles.figures}>
          <span>
            {format(copy.collected, {
              count: dues.paidCount,
              amount: formatThousands(dues.collected),
            })}
          </span>
          <span>
            {format(copy.outstanding, {
              count: dues.unpaidCount,
              amount: formatThousands(dues.outstanding),
            })}
          </span>
          <Link to={paths.staff.tuition}>{copy.toTuition}</Link>
        </p>
      </section>
      <section className={staffStyles.panel} aria-labelledby="today-closure-heading">
        <h3 id="today-closure-heading" className={staffStyles.cardTitle}>
          {copy.closureHeading}
        </h3>
        <p>
          {nextClosure
            ? format(copy.closure, {
                date: formatShortDate(nextClosure.date, language),
                reason: language === 'ENG' ? nextClosure.reasonEn : nextClosure.reason,
              })
            : copy.closureNone}
        </p>
      </section>
    </>
  );
}
