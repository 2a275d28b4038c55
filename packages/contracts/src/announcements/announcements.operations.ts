import { defineOperation } from '../common/operation';
import { ZAnnouncementRequest, ZAnnouncementResponse } from './announcements.schemas';

export const sendAnnouncement = defineOperation({
  method: 'post',
  path: '/notifications/send-to-all',
  tag: 'Notifications',
  summary: 'Send an announcement to every active member',
  access: 'staff',
  body: ZAnnouncementRequest,
  data: ZAnnouncementResponse,
  successStatus: 201,
});
