import { defineOperation } from '../common/operation';
import { ZIdParams } from '../common/text-fields';
import {
  ZMemberNotificationList,
  ZMemberNotificationsQuery,
  ZNotificationReadResult,
  ZNotificationsQuery,
} from './notifications.schemas';

export const listOwnNotifications = defineOperation({
  method: 'get',
  path: '/notifications/me',
  tag: 'Notifications',
  summary: 'The member’s latest notifications and unread count',
  access: 'member',
  actsForChild: true,
  query: ZMemberNotificationsQuery,
  data: ZMemberNotificationList,
});

export const markNotificationRead = defineOperation({
  method: 'put',
  path: '/notifications/:id/read',
  tag: 'Notifications',
  summary: 'Mark one of the member’s notifications read',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZNotificationReadResult,
  errors: ['NOT_FOUND'],
});

export const listStaffNotifications = defineOperation({
  method: 'get',
  path: '/notifications/me-teacher',
  tag: 'Notifications',
  summary: 'The staff member’s latest notifications and unread count',
  access: 'staff',
  query: ZNotificationsQuery,
  data: ZMemberNotificationList,
});

export const markStaffNotificationRead = defineOperation({
  method: 'put',
  path: '/notifications/:id/read-teacher',
  tag: 'Notifications',
  summary: 'Mark one of the staff member’s notifications read',
  access: 'staff',
  params: ZIdParams,
  data: ZNotificationReadResult,
  errors: ['NOT_FOUND'],
});
