import { formatPhone, pickText, WEEKDAY_LABELS } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TMyProfile } from '@/components/member-area/get-my-profile';
import { EmailEditor } from './EmailEditor';
import styles from '@/components/member-area/Member.module.css';

/**
 * Own information (docs/product/screens-and-routes.md student dashboard): name, phone, email with
 * inline edit, lesson slot. A guardian looking after a child sees the child's, without the edit:
 * the address is the child's, the change would be the guardian's own.
 */
export function ProfileCard({
  profile,
  editableEmail = true,
}: {
  profile: TMyProfile;
  editableEmail?: boolean;
}) {
  const copy = useT().member.dashboard;
  const { language } = useLanguage();
  const lessonDay = profile.lessonDayOfWeek
    ? pickText(WEEKDAY_LABELS[profile.lessonDayOfWeek], language)
    : null;
  const lessonTime =
    profile.lessonStartTime && profile.lessonEndTime
      ? `${profile.lessonStartTime} – ${profile.lessonEndTime}`
      : profile.lessonStartTime;

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="member-profile-heading">
        <h2 id="member-profile-heading" className={styles.heading}>
          {copy.profileHeading}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{copy.nameLabel}</dt>
            <dd>{profile.name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{copy.phoneLabel}</dt>
            <dd>{profile.phoneNumber ? formatPhone(profile.phoneNumber) : '—'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{copy.emailLabel}</dt>
            <dd>
              {editableEmail ? <EmailEditor email={profile.email} /> : (profile.email ?? '—')}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="member-lesson-heading">
        <h2 id="member-lesson-heading" className={styles.heading}>
          {copy.lessonHeading}
        </h2>
        {lessonDay || lessonTime ? (
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{copy.lessonDayLabel}</dt>
              <dd>{lessonDay ?? '—'}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{copy.lessonTimeLabel}</dt>
              <dd>{lessonTime ?? '—'}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.muted}>{copy.lessonNone}</p>
        )}
      </section>
    </div>
  );
}
