import { hashPassword } from '../auth/password.js';
import { seoulDate, seoulDateTime } from '../lib/seoul-time.js';
import type { Member, Prisma, Staff } from '../generated/prisma/client.js';

type TApplicant = { id: number; name: string };

interface ActivityContext {
  teacher: Staff;
  student: Member;
  foreign: Member;
  now: Date;
}

/** Lesson and one-day applications waiting for the teacher, each with its staff notification. */
async function seedApplications(
  tx: Prisma.TransactionClient,
  { teacher, now }: ActivityContext,
): Promise<void> {
  const lessonRequests = await Promise.all([
    tx.lessonApplication.create({
      data: {
        name: '이서연',
        birthDate: new Date(Date.UTC(2008, 4, 21)),
        gender: 'female',
        phoneNumber: '01023456789',
        email: 'seoyeon@example.com',
        preferredTime: '월요일: 17:00, 18:00 | 수요일: 17:00',
        lessonType: 'exam',
        message: '실용음악과 입시를 준비하고 있습니다.',
      },
    }),
    tx.lessonApplication.create({
      data: {
        name: 'Daniel Kim',
        birthDate: new Date(Date.UTC(1990, 10, 3)),
        gender: 'male',
        phoneNumber: '01034567890',
        email: 'daniel@example.com',
        preferredTime: '화요일: 20:00 | 금요일: 19:00, 20:00',
        lessonType: 'general',
        message: 'I played in a band years ago and want to start again.',
        isForeigner: true,
      },
    }),
  ]);

  const tomorrow = seoulDate(1, now);
  const inThreeDays = seoulDate(3, now);
  const md = (date: Date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
  const weekdayKo = (date: Date) => '일월화수목금토'[date.getUTCDay()];
  const onedayRequests = await Promise.all([
    tx.onedayApplication.create({
      data: {
        name: '최하은',
        birthDate: new Date(Date.UTC(1998, 0, 9)),
        phoneNumber: '01045678901',
        email: 'haeun@example.com',
        preferredTime: `${md(tomorrow)}(${weekdayKo(tomorrow)}): 14:00, 15:00`,
        message: '드럼은 처음이에요!',
      },
    }),
    tx.onedayApplication.create({
      data: {
        name: '정우성',
        birthDate: new Date(Date.UTC(2012, 6, 30)),
        phoneNumber: '01056789012',
        preferredTime: `${md(inThreeDays)}(${weekdayKo(inThreeDays)}): 11:00`,
      },
    }),
  ]);

  await seedApplicationNotices(tx, teacher, { lessonRequests, onedayRequests });
}

/** The staff notification of each seeded application, naming the applicant on its detail line. */
async function seedApplicationNotices(
  tx: Prisma.TransactionClient,
  teacher: Staff,
  { lessonRequests, onedayRequests }: Record<'lessonRequests' | 'onedayRequests', TApplicant[]>,
): Promise<void> {
  await tx.staffNotification.createMany({
    data: [
      ...lessonRequests.map((request) => ({
        staffId: teacher.id,
        category: 'lesson_request' as const,
        title: '새 정규수업 신청',
        titleEn: 'New lesson application',
        message: `${request.name}님이 정규수업을 신청했습니다.`,
        messageEn: `${request.name} applied for regular lessons.`,
        detail: request.name,
        detailEn: request.name,
        relatedId: request.id,
      })),
      ...onedayRequests.map((request) => ({
        staffId: teacher.id,
        category: 'oneday_request' as const,
        title: '새 원데이클래스 신청',
        titleEn: 'New one-day class application',
        message: `${request.name}님이 원데이클래스를 신청했습니다.`,
        messageEn: `${request.name} applied for a one-day class.`,
        detail: request.name,
        detailEn: request.name,
        relatedId: request.id,
      })),
    ],
  });
}

/** A replied and an open inquiry. */
async function seedInquiries(
  tx: Prisma.TransactionClient,
  { teacher, now }: ActivityContext,
): Promise<void> {
  const inquiryPassword = await hashPassword('1234');
  await tx.inquiry.create({
    data: {
      nickname: '드럼초보',
      passwordHash: inquiryPassword,
      subject: '성인 취미반도 있나요?',
      category: 'lesson',
      message: '직장인인데 저녁 시간에 레슨 받을 수 있을까요?',
      status: 'replied',
      reply: '네, 평일 저녁 22시까지 레슨이 가능합니다. 정규수업 신청서를 남겨 주세요.',
      repliedAt: seoulDateTime(-1, 11, now),
      repliedById: teacher.id,
      createdAt: seoulDateTime(-3, 21, now),
    },
  });
  await tx.inquiry.create({
    data: {
      nickname: 'parent01',
      passwordHash: inquiryPassword,
      subject: '초등학생 수강료 문의',
      category: 'fee',
      message: '초등학생 아이도 같은 수강료인가요?',
    },
  });
}

/** Practice-room bookings coming up and one already over. */
async function seedPracticeBookings(
  tx: Prisma.TransactionClient,
  { student, foreign, now }: ActivityContext,
): Promise<void> {
  await tx.practiceBooking.createMany({
    data: [
      {
        roomId: 1,
        memberId: student.id,
        startTime: seoulDateTime(1, 15, now),
        endTime: seoulDateTime(1, 17, now),
        notes: '합주 곡 연습',
      },
      {
        roomId: 2,
        memberId: foreign.id,
        startTime: seoulDateTime(2, 10, now),
        endTime: seoulDateTime(2, 11, now),
      },
      // Stored as booked, as every booking is until it is cancelled: its end has passed, so it
      // reads as completed everywhere.
      {
        roomId: 1,
        memberId: student.id,
        startTime: seoulDateTime(-3, 18, now),
        endTime: seoulDateTime(-3, 19, now),
      },
    ],
  });
}

/** The members' notifications, read and unread. */
async function seedMemberNotifications(
  tx: Prisma.TransactionClient,
  { student, foreign, now }: ActivityContext,
): Promise<void> {
  await tx.memberNotification.createMany({
    data: [
      {
        memberId: student.id,
        category: 'practice_booked',
        title: '연습실 예약 완료',
        titleEn: 'Practice room booked',
        message: '드럼 연습실 1 예약이 완료되었습니다.',
        messageEn: 'Your booking for drum practice room 1 is confirmed.',
      },
      {
        memberId: student.id,
        category: 'payment_due',
        title: '수강료 납부 안내',
        titleEn: 'Tuition reminder',
        message: '다음 달 수강료(170,000원)는 1일까지 납부해 주세요.',
        messageEn: "Please pay next month's tuition (170,000 KRW) by the 1st.",
      },
      {
        memberId: student.id,
        category: 'lesson_request_approved',
        title: '정규수업 신청 승인',
        titleEn: 'Lesson application approved',
        message: '정규수업이 매주 화요일 19:00로 확정되었습니다.',
        messageEn: 'Your lessons are set for Tuesdays at 19:00.',
        isRead: true,
        readAt: seoulDateTime(-50, 12, now),
        createdAt: seoulDateTime(-60, 12, now),
      },
      {
        memberId: foreign.id,
        category: 'practice_booked',
        title: '연습실 예약 완료',
        titleEn: 'Practice room booked',
        message: '드럼 연습실 2 예약이 완료되었습니다.',
        messageEn: 'Your booking for drum practice room 2 is confirmed.',
      },
      {
        memberId: foreign.id,
        category: 'payment_due',
        title: '수강료 납부 안내',
        titleEn: 'Tuition reminder',
        message: '다음 달 수강료(170,000원)는 1일까지 납부해 주세요.',
        messageEn: "Please pay next month's tuition (170,000 KRW) by the 1st.",
      },
    ],
  });
}

/** An event in the teacher's own calendar. */
async function seedTeacherSchedule(
  tx: Prisma.TransactionClient,
  { teacher, now }: ActivityContext,
): Promise<void> {
  await tx.personalSchedule.create({
    data: {
      teacherId: teacher.id,
      title: '밴드 합주',
      scheduleDate: seoulDate(2, now),
      startMinute: 13 * 60,
      endMinute: 15 * 60,
      description: '공연 준비 합주',
    },
  });
}

/** Applications, inquiries, notifications and bookings that make the demo screens lively. */
export async function seedActivity(
  tx: Prisma.TransactionClient,
  context: ActivityContext,
): Promise<void> {
  await seedApplications(tx, context);
  await seedInquiries(tx, context);
  await seedPracticeBookings(tx, context);
  await seedMemberNotifications(tx, context);
  await seedTeacherSchedule(tx, context);
}
