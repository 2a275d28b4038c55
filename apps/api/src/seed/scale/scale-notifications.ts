import type { Prisma } from '../../generated/prisma/client.js';
import type { ScaleShape } from './scale-shape.js';
import { int, pick, SCALE_MEMBERS } from './sql-helpers.js';

/** Notifications older than this were read; newer ones are read at random. */
const READ_AFTER = "interval '14 days'";
const isRead = (createdAt: string, key: string) =>
  `(${createdAt} < p.now - ${READ_AFTER} OR ${pick(key, 70, 2)} = 0)`;

/** Monthly announcements (the latest five days ago), each to every active scale member. */
async function insertAnnouncements(tx: Prisma.TransactionClient, shape: ScaleShape) {
  await tx.$executeRawUnsafe(`
    WITH sent AS (
      INSERT INTO announcements (author_id, title, title_en, message, message_en, sent_count,
        created_at)
      SELECT p.teacher_id, '학원 공지 ' || k, 'Academy notice ' || k,
        '이번 달 연습실 이용 시간과 휴원일을 안내드립니다.',
        'This month''s practice room hours and holidays.',
        (SELECT count(*) FROM (${SCALE_MEMBERS}) AS m WHERE m.status = 'active'),
        p.now - make_interval(days => 30 * k - 25)
      FROM scale_params p, generate_series(1, ${int(shape.announcements)}) AS k
      RETURNING id, title, title_en, message, message_en, created_at
    )
    INSERT INTO member_notifications (member_id, category, title, title_en, message, message_en,
      is_read, read_at, announcement_id, created_at)
    SELECT m.id, 'announcement', s.title, s.title_en, s.message, s.message_en,
      ${isRead('s.created_at', 'm.n * 1000 + s.id')},
      CASE WHEN ${isRead('s.created_at', 'm.n * 1000 + s.id')}
        THEN least(s.created_at + interval '1 day', p.now) END,
      s.id, s.created_at
    FROM sent AS s, (${SCALE_MEMBERS}) AS m, scale_params p
    WHERE m.status = 'active'`);
}

/** Category shares (percent, cumulative) and bilingual texts of members' own notifications. */
const MEMBER_TEXTS = `(VALUES
  (0, 45, 'practice_booked', '연습실 예약 완료', 'Practice room booked',
   '드럼 연습실 예약이 완료되었습니다.', 'Your practice room booking is confirmed.'),
  (45, 75, 'payment_due', '수강료 납부 안내', 'Tuition reminder',
   '다음 달 수강료는 1일까지 납부해 주세요.', 'Please pay next month''s tuition by the 1st.'),
  (75, 85, 'modification_approved', '일정 변경 승인', 'Schedule change approved',
   '요청하신 수업 일정 변경이 승인되었습니다.', 'Your lesson schedule change was approved.'),
  (85, 90, 'modification_rejected', '일정 변경 거절', 'Schedule change declined',
   '요청하신 수업 일정 변경이 거절되었습니다.', 'Your lesson schedule change was declined.'),
  (90, 100, 'other', '학원 안내', 'Academy notice',
   '휴원일을 안내드립니다.', 'Please note the academy holidays.')
) AS t(low, high, category, title, title_en, message, message_en)`;

/** The rest of the members' notifications: active members', over the past two years. */
async function insertMemberNotifications(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const count = shape.memberNotifications - shape.announcements * shape.activeMembers;
  await tx.$executeRawUnsafe(`
    INSERT INTO member_notifications (member_id, category, title, title_en, message, message_en,
      is_read, read_at, created_at)
    SELECT m.id, t.category::"MemberNotificationCategory", t.title, t.title_en, t.message,
      t.message_en, ${isRead('x.created_at', 'g')},
      CASE WHEN ${isRead('x.created_at', 'g')}
        THEN least(x.created_at + interval '1 day', p.now) END,
      x.created_at
    FROM scale_params p, generate_series(1, ${int(count)}) AS g,
      LATERAL (SELECT 1 + ${pick('g', 71, int(shape.activeMembers))} AS n,
        ${pick('g', 72, 100)} AS share,
        p.now - make_interval(mins => ${pick('g', 73, 730 * 1440)}) AS created_at) AS x,
      (${SCALE_MEMBERS}) AS m, ${MEMBER_TEXTS}
    WHERE m.n = x.n AND x.share >= t.low AND x.share < t.high`);
}

/**
 * What the academy's teacher was told about the scale applications and schedule changes
 * (rows created by this seed: ids above the marks taken before it started).
 */
async function insertStaffNotifications(tx: Prisma.TransactionClient) {
  const unread = `a.created_at >= p.now - ${READ_AFTER}`;
  await tx.$executeRawUnsafe(`
    INSERT INTO staff_notifications (staff_id, category, title, title_en, message, message_en,
      related_id, is_read, read_at, created_at)
    SELECT p.teacher_id, a.category::"StaffNotificationCategory", a.title, a.title_en,
      a.message, a.message_en, a.id, NOT (${unread}),
      CASE WHEN NOT (${unread}) THEN a.created_at + interval '1 day' END, a.created_at
    FROM scale_params p, (
      SELECT 'lesson_request' AS category, '새 정규수업 신청' AS title,
        'New lesson application' AS title_en, name || '님이 정규수업을 신청했습니다.' AS message,
        name || ' applied for regular lessons.' AS message_en, id, created_at
      FROM lesson_applications, scale_params WHERE id > lesson_mark
      UNION ALL
      SELECT 'oneday_request', '새 원데이클래스 신청', 'New one-day class application',
        name || '님이 원데이클래스를 신청했습니다.', name || ' applied for a one-day class.',
        id, created_at
      FROM oneday_applications, scale_params WHERE id > oneday_mark
      UNION ALL
      SELECT 'modification_request', '새 일정 변경 요청', 'New schedule change request',
        '수업 일정 변경 요청이 도착했습니다.', 'A lesson schedule change was requested.',
        id, created_at
      FROM schedule_change_requests, scale_params WHERE id > modification_mark
    ) AS a`);
}

export async function insertNotifications(tx: Prisma.TransactionClient, shape: ScaleShape) {
  await insertAnnouncements(tx, shape);
  await insertMemberNotifications(tx, shape);
  await insertStaffNotifications(tx);
}
