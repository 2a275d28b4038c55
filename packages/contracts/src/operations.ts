import type { TOperation } from './common/operation';
import { announcementsOperations } from './announcements';
import { attendanceOperations } from './attendance';
import { authOperations } from './auth';
import { calendarFeedOperations } from './calendar-feed';
import { closuresOperations } from './closures';
import { inquiryOperations } from './inquiries';
import { healthOperations } from './health';
import { jobsOperations } from './jobs';
import { lessonNoteOperations } from './lesson-notes';
import { consultationNoteOperations } from './consultation-notes';
import { applicationOperations } from './applications';
import { makeupsOperations } from './makeups';
import { scheduleChangeOperations } from './schedule-changes';
import { notificationsOperations } from './notifications';
import { onedayOperations } from './oneday';
import { pauseOperations } from './pauses';
import { paymentOperations } from './payments';
import { practiceOperations } from './practice';
import { practiceLogOperations } from './practice-log';
import { remindersOperations } from './reminders';
import { scheduleOperations } from './schedule';
import { staffOperations } from './staff';
import {
  textMessageLogOperations,
  textMessageOperations,
  textMessageTemplateOperations,
  textMessageUsageOperations,
} from './text-messages';
import { receiptOperations, tuitionOperations } from './tuition';
import { memberOperations } from './members';
import { familyOperations } from './families';
import { checkinOperations } from './checkin';
import { todayOperations } from './today';

/**
 * Every operation the API serves under /api, by domain. The API binds its handlers to these,
 * and the OpenAPI document, the authorization matrix and the fuzzer walk this list; a test
 * fails when the router serves a path that is not here.
 */
export const API_OPERATIONS: readonly TOperation[] = [
  healthOperations,
  authOperations,
  memberOperations,
  familyOperations,
  notificationsOperations,
  announcementsOperations,
  scheduleOperations,
  scheduleChangeOperations,
  pauseOperations,
  practiceOperations,
  closuresOperations,
  applicationOperations,
  onedayOperations,
  inquiryOperations,
  staffOperations,
  jobsOperations,
  remindersOperations,
  tuitionOperations,
  paymentOperations,
  receiptOperations,
  attendanceOperations,
  lessonNoteOperations,
  consultationNoteOperations,
  practiceLogOperations,
  makeupsOperations,
  calendarFeedOperations,
  checkinOperations,
  todayOperations,
  textMessageOperations,
  textMessageTemplateOperations,
  textMessageUsageOperations,
  textMessageLogOperations,
].flatMap((domain) => Object.values(domain));
