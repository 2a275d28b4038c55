import { notificationsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZMemberNotificationList,
  ZMemberNotificationsQuery,
  ZNotificationReadResult,
  ZNotificationsQuery,
  ZNotificationsReadAll,
} from './notifications.schemas';

export const listOwnNotifications = notificationsOperation({
  method: 'get',
  path: '/notifications/me',
  summary: 'The member’s latest notifications and unread count',
  access: 'member',
  actsForChild: true,
  query: ZMemberNotificationsQuery,
  data: ZMemberNotificationList,
});

export const markNotificationRead = notificationsOperation({
  method: 'put',
  path: '/notifications/:id/read',
  summary: 'Mark one of the member’s notifications read',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZNotificationReadResult,
  errors: ['NOT_FOUND'],
});

export const listStaffNotifications = notificationsOperation({
  method: 'get',
  path: '/notifications/me-teacher',
  summary: 'The staff member’s latest notifications and unread count',
  access: 'staff',
  query: ZNotificationsQuery,
  data: ZMemberNotificationList,
});

export const markStaffNotificationRead = notificationsOperation({
  method: 'put',
  path: '/notifications/:id/read-teacher',
  summary: 'Mark one of the staff member’s notifications read',
  access: 'staff',
  params: ZIdParams,
  data: ZNotificationReadResult,
  errors: ['NOT_FOUND'],
});

export const markAllStaffNotificationsRead = notificationsOperation({
  method: 'put',
  path: '/notifications/read-all-teacher',
  summary: 'Mark all of the staff member’s unread notifications read',
  access: 'staff',
  data: ZNotificationsReadAll,
});
