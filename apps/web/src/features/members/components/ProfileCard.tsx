import { formatPhone, pickText, WEEKDAY_LABELS } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberFact } from '@/components/member-area/MemberFact';
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
      <MemberCard headingId="member-profile-heading" heading={copy.profileHeading}>
        <dl className={styles.facts}>
          <MemberFact label={copy.nameLabel}>{profile.name}</MemberFact>
          <MemberFact label={copy.phoneLabel}>
            {profile.phoneNumber ? formatPhone(profile.phoneNumber) : '—'}
          </MemberFact>
          <MemberFact label={copy.emailLabel}>
            {editableEmail ? <EmailEditor email={profile.email} /> : (profile.email ?? '—')}
          </MemberFact>
        </dl>
      </MemberCard>
      <MemberCard headingId="member-lesson-heading" heading={copy.lessonHeading}>
        {lessonDay || lessonTime ? (
          <dl className={styles.facts}>
            <MemberFact label={copy.lessonDayLabel}>{lessonDay ?? '—'}</MemberFact>
            <MemberFact label={copy.lessonTimeLabel}>{lessonTime ?? '—'}</MemberFact>
          </dl>
        ) : (
          <p className={styles.muted}>{copy.lessonNone}</p>
        )}
      </MemberCard>
    </div>
  );
}
