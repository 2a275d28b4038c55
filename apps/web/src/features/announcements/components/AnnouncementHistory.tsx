import type { TAnnouncementSummary } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useAnnouncementsCopy } from '@/i18n/sections/announcements';
import { useLanguage } from '@/i18n/use-language';
import { sentAtText } from './announcement-dates';
import { groupName } from './audience-text';
import styles from './Announcements.module.css';

/** One announcement sent: its title and facts, its full text in both languages when opened. */
function AnnouncementEntry({ announcement }: { announcement: TAnnouncementSummary }) {
  const copy = useAnnouncementsCopy();
  const { language } = useLanguage();
  const facts: [string, string][] = [
    [copy.history.group, groupName(announcement.audience, copy.groups, language)],
    [copy.history.reachedLabel, format(copy.history.reached, { count: announcement.sentCount })],
    [copy.history.sentBy, announcement.sentBy?.name ?? copy.history.sentByGone],
    [copy.history.sentAt, sentAtText(announcement.sentAt, language)],
  ];
  const versions = [
    { label: copy.history.korean, title: announcement.title, message: announcement.message },
    {
      label: copy.history.english,
      title: announcement.titleEn,
      message: announcement.messageEn,
      lang: 'en',
    },
  ];
  return (
    <li className={styles.entry}>
      <h3 className={styles.entryTitle}>
        {language === 'ENG' ? announcement.titleEn : announcement.title}
      </h3>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.text}>
        <summary>{copy.history.showText}</summary>
        <div className={styles.versions}>
          {versions.map((version) => (
            <section key={version.label} className={styles.version} lang={version.lang}>
              <h4>
                {version.label}: {version.title}
              </h4>
              <p>{version.message}</p>
            </section>
          ))}
        </div>
      </details>
    </li>
  );
}

/** The announcements of one page, newest first. */
export function AnnouncementHistory({
  announcements,
  label,
}: {
  announcements: readonly TAnnouncementSummary[];
  label: string;
}) {
  return (
    <ol className={styles.history} aria-label={label}>
      {announcements.map((announcement) => (
        <AnnouncementEntry key={announcement.id} announcement={announcement} />
      ))}
    </ol>
  );
}
