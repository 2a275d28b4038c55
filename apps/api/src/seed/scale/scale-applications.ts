import type { Prisma } from '../../generated/prisma/client.js';
import { PREFERRED_TIMES, personName, pickFrom } from './scale-names.js';
import type { ScaleShape } from './scale-shape.js';
import { int, pick, SCALE_EMAIL, seoulDay, seoulInstant } from './sql-helpers.js';

/** A guest's birth date (ages 5 to 63) and phone number for row g. */
const guestBirthDate = (salt: number) => `date '1962-01-01' + ${pick('g', salt, 58 * 365)}`;
const guestPhone = (salt: number) => `'010' || lpad(${pick('g', salt, 100_000_000)}::text, 8, '0')`;

/**
 * Lesson applications besides the approved ones behind the members: the newest are pending
 * (last 30 days), the rest were rejected over the past six years.
 */
export async function insertLessonApplications(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const others = int(shape.lessonApplications - shape.members);
  const pending = int(shape.pendingLessonApplications);
  await tx.$executeRawUnsafe(`
    INSERT INTO lesson_applications (name, birth_date, gender, phone_number, email,
      preferred_time, lesson_type, message, is_foreigner, status, handler_id, teacher_response,
      decided_at, created_at, updated_at)
    SELECT ${personName('g', 20, 'x.is_foreign')}, ${guestBirthDate(21)},
      (ARRAY['male', 'female'])[1 + ${pick('g', 22, 2)}]::"Gender", ${guestPhone(23)},
      'lesson-' || g || ${SCALE_EMAIL}, ${pickFrom(PREFERRED_TIMES, 'g', 24)},
      (ARRAY['general', 'exam'])[1 + ${pick('g', 25, 2)}]::"LessonType",
      CASE WHEN ${pick('g', 26, 3)} = 0 THEN '주말 레슨도 가능한지 궁금합니다.' END, x.is_foreign,
      CASE WHEN g <= ${pending} THEN 'pending' ELSE 'rejected' END::"LessonApplicationStatus",
      CASE WHEN g > ${pending} THEN p.teacher_id END,
      CASE WHEN g > ${pending} THEN '희망하신 시간대에 자리가 없습니다.' END,
      CASE WHEN g > ${pending} THEN x.created_at + interval '2 days' END,
      x.created_at, x.created_at
    FROM scale_params p, generate_series(1, ${others}) AS g,
      LATERAL (SELECT ${pick('g', 27, 20)} = 0 AS is_foreign,
        p.now - CASE WHEN g <= ${pending}
          THEN make_interval(mins => ${pick('g', 28, 30 * 1440)})
          ELSE make_interval(days => 31 + ${pick('g', 28, 2160)}, mins => ${pick('g', 29, 1440)})
        END AS created_at) AS x`);
}

/**
 * One-day class applications over six years: the last two weeks' still open (pending,
 * contacted or scheduled in the coming three weeks), older ones completed or cancelled. Each
 * class with a date is also on the academy teacher's calendar, as confirming one does.
 */
export async function insertOnedayApplications(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const hour = `9 + ${pick('g', 34, 13)}`;
  await tx.$executeRawUnsafe(`
    WITH src AS (
      SELECT g, c.created_at, ${personName('g', 30, 'false')} AS name,
        CASE WHEN c.created_at > p.now - interval '14 days'
          THEN (ARRAY['pending', 'pending', 'contacted', 'scheduled'])[1 + ${pick('g', 31, 4)}]
          ELSE (ARRAY['completed', 'completed', 'completed', 'cancelled'])[1 + ${pick('g', 31, 4)}]
        END::"OnedayApplicationStatus" AS status,
        ${seoulDay('c.created_at')} AS created_day, p.today, p.teacher_id
      FROM scale_params p, generate_series(1, ${int(shape.onedayApplications)}) AS g,
        LATERAL (SELECT p.now - make_interval(days => ${pick('g', 32, 2190)},
          mins => ${pick('g', 33, 1440)}) AS created_at) AS c
    ), ins AS (
      INSERT INTO oneday_applications (name, birth_date, phone_number, email, preferred_time,
        message, status, scheduled_at, handler_id, created_at, updated_at)
      SELECT name, ${guestBirthDate(35)}, ${guestPhone(36)},
        CASE WHEN ${pick('g', 37, 2)} = 0 THEN 'oneday-' || g || ${SCALE_EMAIL} END,
        to_char(created_day + 3, 'FMMM/FMDD') || ': ' || lpad((${hour})::text, 2, '0') || ':00',
        CASE WHEN ${pick('g', 38, 3)} = 0 THEN '드럼은 처음이에요!' END, status,
        CASE status
          WHEN 'scheduled' THEN ${seoulInstant(`today + 1 + ${pick('g', 39, 20)}`, hour)}
          WHEN 'completed' THEN ${seoulInstant(`created_day + 1 + ${pick('g', 39, 10)}`, hour)}
        END,
        CASE WHEN status <> 'pending' THEN teacher_id END, created_at, created_at
      FROM src
      RETURNING id, name, phone_number, scheduled_at, created_at
    )
    INSERT INTO personal_schedules (teacher_id, title, schedule_date, start_minute, end_minute,
      schedule_type, related_oneday_id, student_name, student_contact, created_at, updated_at)
    SELECT p.teacher_id, '원데이 클래스 - ' || ins.name, ${seoulDay('ins.scheduled_at')},
      extract(hour FROM ins.scheduled_at AT TIME ZONE 'UTC' + interval '9 hours') * 60,
      extract(hour FROM ins.scheduled_at AT TIME ZONE 'UTC' + interval '9 hours') * 60 + 60,
      'oneday_class', ins.id, ins.name, ins.phone_number, ins.created_at, ins.created_at
    FROM ins, scale_params p
    WHERE ins.scheduled_at IS NOT NULL`);
}

const INQUIRY_SUBJECTS = {
  lesson: '성인 취미반 레슨 문의',
  fee: '수강료 문의드립니다',
  oneday: '원데이 클래스 일정 문의',
  facility: '연습실 이용 시간 문의',
  other: '기타 문의',
} as const;

/** Guest inquiries over six years: the last week's mostly pending, older ones answered. */
export async function insertInquiries(tx: Prisma.TransactionClient, shape: ScaleShape) {
  const categories = ['lesson', 'lesson', 'lesson', 'fee', 'fee', 'oneday', 'facility', 'other'];
  const subjects = Object.entries(INQUIRY_SUBJECTS)
    .map(([category, subject]) => `WHEN '${category}' THEN '${subject}'`)
    .join(' ');
  await tx.$executeRawUnsafe(`
    INSERT INTO inquiries (nickname, password_hash, subject, category, message, status, reply,
      replied_at, replied_by_id, created_at, updated_at)
    SELECT ${pickFrom(['드럼초보', 'parent', '직장인', 'drummer', '궁금해요'], 'g', 40)}
        || ${pick('g', 41, 1000)}, p.password_hash,
      CASE x.category ${subjects} END, x.category,
      '안녕하세요. 문의드립니다. 답변 부탁드립니다. (' || g || ')', x.status,
      CASE WHEN x.status <> 'pending' THEN '문의 감사합니다. 자세한 내용은 전화로 안내드리겠습니다.' END,
      CASE WHEN x.status <> 'pending' THEN least(x.created_at + interval '1 day', p.now) END,
      CASE WHEN x.status <> 'pending' THEN p.teacher_id END,
      x.created_at, x.created_at
    FROM scale_params p, generate_series(1, ${int(shape.inquiries)}) AS g,
      LATERAL (SELECT ${pickFrom(categories, 'g', 42)}::"InquiryCategory" AS category,
        p.now - make_interval(days => ${pick('g', 43, 2190)}, mins => ${pick('g', 44, 1440)})
          AS created_at) AS c,
      LATERAL (SELECT c.category, c.created_at,
        CASE WHEN c.created_at > p.now - interval '7 days'
          THEN (ARRAY['pending', 'pending', 'replied'])[1 + ${pick('g', 45, 3)}]
          ELSE (ARRAY['replied', 'replied', 'replied', 'closed'])[1 + ${pick('g', 45, 4)}]
        END::"InquiryStatus" AS status) AS x`);
}
