import { resolveNotificationText } from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import type { TNotificationCategory, TNotificationItem } from '@academy/contracts';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@/components/modal/Modal';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatDateTime } from '@/components/member-area/member-dates';
import styles from '@/components/member-area/Member.module.css';

/** docs/product/screens-and-routes.md: where the go-to button of a notification leads; other categories have none. */
export function notificationTarget(category: TNotificationCategory): string | null {
  if (category === 'practice_booked') return paths.member.practiceBooking;
  if (
    category === 'modification_approved' ||
    category === 'modification_rejected' ||
    category === 'lesson_reminder' ||
    category === 'lesson_note'
  ) {
    return paths.member.lessonSchedule;
  }
  return null;
}

type TNotificationModalProps = { notification: TNotificationItem | null; onClose: () => void };

/** A notification's detail, in English for English readers when an English text exists. */
export function NotificationModal({ notification, onClose }: TNotificationModalProps) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  if (!notification) return null;
  const text = resolveNotificationText(notification, { lang: language, audience: 'member' });
  const target = notificationTarget(notification.category);

  return (
    <Modal
      open
      onClose={onClose}
      title={text.title}
      description={formatDateTime(notification.createdAt, language)}
      footer={
        <>
          <MemberButton onClick={onClose}>{t.member.common.close}</MemberButton>
          {target && (
            <MemberButton
              tone="primary"
              onClick={() => {
                onClose();
                void navigate(target);
              }}
            >
              {t.member.dashboard.goTo}
            </MemberButton>
          )}
        </>
      }
    >
      <p className={styles.message}>{text.message}</p>
    </Modal>
  );
}
