import { notificationsOperation } from '../common/operation-tags';
import {
  ZAnnouncementList,
  ZAnnouncementRequest,
  ZAnnouncementResponse,
  ZAnnouncementsQuery,
  ZAudienceCount,
  ZAudienceCountQuery,
} from './announcements.schemas';

export const sendAnnouncement = notificationsOperation({
  method: 'post',
  path: '/notifications/send-to-all',
  summary: 'Send an announcement to every active member or to one group of them',
  notes:
    'Without `audience`, every active member. `weekday`: members whose weekly slot running today is on that day; `teacher`: active members of that teacher (an unknown teacher is 400); `guardians`: active guardians of at least one active child. A group with nobody in it is 409 (AUDIENCE_EMPTY) and nothing is stored.',
  access: 'staff',
  body: ZAnnouncementRequest,
  data: ZAnnouncementResponse,
  successStatus: 201,
  errors: ['AUDIENCE_EMPTY'],
});

export const countAnnouncementAudience = notificationsOperation({
  method: 'get',
  path: '/announcements/audience-count',
  summary: 'How many members a group of an announcement holds now',
  notes: 'The same group as sendAnnouncement’s `audience`, flat in the query string.',
  access: 'staff',
  query: ZAudienceCountQuery,
  data: ZAudienceCount,
});

export const listAnnouncements = notificationsOperation({
  method: 'get',
  path: '/announcements',
  summary: 'Announcements sent, newest first, with their group and how many they reached',
  access: 'staff',
  query: ZAnnouncementsQuery,
  data: ZAnnouncementList,
});
