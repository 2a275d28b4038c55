import type { TDeepStrings } from '../types';
import type { koStaffDashboard } from './staff-dashboard.ko';

export const enStaffDashboard: TDeepStrings<typeof koStaffDashboard> = {
  common: {
    loading: 'Loading…',
    loadFailed: 'The list could not be loaded. Please try again later.',
    none: '-',
  },
  notifications: {
    heading: 'Latest notifications',
    unreadCount: 'Unread: {count}',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    empty: 'No new notifications.',
    unreadBadge: 'New',
    readBadge: 'Read',
    confirm: 'Confirm',
    confirmLabel: 'Confirm notification {title} ({date})',
    goTo: 'Go to',
    goToLabel: 'Go to notification {title} ({date})',
  },
  announcement: {
    open: 'Send announcement',
    title: 'Send an announcement to all members',
    description:
      'The announcement is sent as a notification to every active member. Foreign members receive the English version.',
    koreanGroup: 'Korean',
    englishGroup: 'English',
    titleKo: 'Title (Korean)',
    messageKo: 'Content (Korean)',
    titleEn: 'Title (English)',
    messageEn: 'Content (English)',
    permanentNote:
      'A sent announcement cannot be edited or deleted. Please check the text before sending.',
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
  },
  users: {
    heading: 'Members',
    total: 'Total members: {count}',
    empty: 'There are no registered members.',
    columns: {
      name: 'Name',
      gender: 'Gender',
      birthYear: 'Birth year',
      phone: 'Phone',
      lessonType: 'Lesson type',
      lessonSlot: 'Lesson time',
      status: 'Status',
      registeredAt: 'Registered',
      actions: 'Actions',
    },
    birthYear: '{year}',
    slot: '{weekday} {start}–{end}',
    foreignBadge: 'FOR',
    foreignTitle: 'Foreign member',
    delete: 'Delete',
    deleteLabel: 'Delete member {name}',
    deleting: 'Deleting…',
  },
};
