import { describe, expect, it } from 'vitest';
import {
  isStaffNotificationCategory,
  STAFF_NOTIFICATION_CATEGORIES,
  STAFF_NOTIFICATION_TEXTS,
} from './notifications.enums';
import {
  resolveNotificationText,
  ZNotificationItem,
  ZNotificationsQuery,
} from './notifications.schemas';

const item = {
  id: 1,
  category: 'lesson_request' as const,
  title: '저장된 제목',
  titleEn: 'Stored title',
  message: '저장된 내용',
  messageEn: null,
  isRead: false,
  createdAt: '2025-06-15T00:00:00.000Z',
};

describe('STAFF_NOTIFICATION_TEXTS', () => {
  it('when any staff category is read, then titles and messages exist in both languages', () => {
    for (const category of STAFF_NOTIFICATION_CATEGORIES) {
      const text = STAFF_NOTIFICATION_TEXTS[category];
      for (const value of [text.title.ko, text.title.en, text.message.ko, text.message.en]) {
        expect(value.trim(), category).not.toBe('');
      }
    }
  });
});

describe('resolveNotificationText', () => {
  it('when staff read a known category, then the fixed text is shown', () => {
    expect(resolveNotificationText(item, { lang: 'ENG', audience: 'staff' })).toEqual({
      title: STAFF_NOTIFICATION_TEXTS.lesson_request.title.en,
      message: STAFF_NOTIFICATION_TEXTS.lesson_request.message.en,
    });
  });

  it.each([
    ['payment_due', 'ENG', { title: 'Stored title', message: '저장된 내용' }],
    ['announcement', 'KOR', { title: '저장된 제목', message: '저장된 내용' }],
  ] as const)(
    'when a member reads %s in %s, then the stored text of that language is used where it exists',
    (category, lang, text) => {
      expect(resolveNotificationText({ ...item, category }, { lang, audience: 'member' })).toEqual(
        text,
      );
    },
  );

  it('when the category is member-only, then it is not a staff category', () => {
    expect(isStaffNotificationCategory('payment_due')).toBe(false);
    expect(isStaffNotificationCategory('oneday_request')).toBe(true);
  });
});

describe('notification schemas', () => {
  it('when the item is well formed, then it parses; an unknown category does not', () => {
    expect(ZNotificationItem.parse(item)).toEqual(item);
    expect(ZNotificationItem.safeParse({ ...item, category: 'spam' }).success).toBe(false);
  });

  it('when no limit is given, then 20 notifications are fetched', () => {
    expect(ZNotificationsQuery.parse({})).toEqual({ limit: 20 });
  });
});
