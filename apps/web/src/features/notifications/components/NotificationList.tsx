import { feedbackMessage, resolveNotificationText } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatDateTime } from '@/components/member-area/member-dates';
import { MemberCard } from '@/components/member-area/MemberCard';
import styles from '@/components/member-area/Member.module.css';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import { NotificationModal } from './NotificationModal';

/** The latest 10 notifications; opening one shows its detail and marks it read (docs/product/states.md). */
export function NotificationList() {
  const t = useT();
  const copy = t.member.dashboard;
  const { language } = useLanguage();
  const query = useNotifications('member');
  const markRead = useMarkNotificationRead('member');
  const [openId, setOpenId] = useState<number | null>(null);
  const notifications = query.data?.notifications ?? [];
  const open = notifications.find((item) => item.id === openId) ?? null;

  const show = (item: TNotificationItem) => {
    setOpenId(item.id);
    if (item.isRead) return;
    markRead.mutate(item.id, {
      onError: () => toast.error(feedbackMessage('markReadFailed', language)),
    });
  };

  const unread = query.data?.unreadCount ?? 0;

  return (
    <MemberCard
      headingId="member-notifications-heading"
      heading={copy.notificationsHeading}
      aside={
        unread > 0 && (
          <span className={styles.badge}>{format(copy.unreadCount, { count: unread })}</span>
        )
      }
    >
      <MemberQueryContent
        query={query}
        empty={notifications.length === 0 ? copy.notificationsEmpty : null}
      >
        <ul className={styles.list}>
          {notifications.map((item) => {
            const text = resolveNotificationText(item, { lang: language, audience: 'member' });
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={
                    item.isRead ? styles.notification : `${styles.notification} ${styles.unread}`
                  }
                  aria-haspopup="dialog"
                  onClick={() => show(item)}
                >
                  <span className={styles.notificationTitle}>{text.title}</span>
                  {!item.isRead && <span className={styles.badge}>{copy.unreadBadge}</span>}
                  <span className={styles.notificationDate}>
                    {formatDateTime(item.createdAt, language)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </MemberQueryContent>
      <NotificationModal notification={open} onClose={() => setOpenId(null)} />
    </MemberCard>
  );
}
