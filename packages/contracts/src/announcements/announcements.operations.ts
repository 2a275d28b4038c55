import { notificationsOperation } from '../common/operation-tags';
import { ZAnnouncementRequest, ZAnnouncementResponse } from './announcements.schemas';

export const sendAnnouncement = notificationsOperation({
  method: 'post',
  path: '/notifications/send-to-all',
  summary: 'Send an announcement to every active member',
  access: 'staff',
  body: ZAnnouncementRequest,
  data: ZAnnouncementResponse,
  successStatus: 201,
});
