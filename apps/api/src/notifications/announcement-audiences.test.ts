import {
  ANNOUNCEMENT_MESSAGES,
  announcementsOperations,
  STAFF_MESSAGES,
  type TAnnouncementAudience,
} from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { addMember, hourLongSlot } from '../../test/factories/members.js';
import { expectStaffOnly, UNKNOWN_ID } from '../../test/refusals.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { seoulDate } from '../lib/seoul-time.js';

const MONDAY = 1;
const WEDNESDAY = 3;
const texts = {
  title: '월요일반 안내',
  titleEn: 'For the Monday class',
  message: '다음 주 월요일 수업은 30분 늦게 시작합니다.',
  messageEn: 'Next Monday’s lessons start 30 minutes late.',
};

type TAcademyPeople = Awaited<ReturnType<typeof buildAcademy>>;

/** A child of `guardianId` with a Monday slot of `teacherId` at `startMinute`, active or gone. */
function addChild(
  prisma: PrismaClient,
  input: { name: string; guardianId: number; teacherId: number; startMinute: number },
  status: 'active' | 'inactive' = 'active',
) {
  return prisma.member.create({
    data: {
      name: input.name,
      guardianId: input.guardianId,
      guardianRelation: 'mother',
      lessonType: 'general',
      teacherId: input.teacherId,
      status,
      lessonSchedules: {
        create: hourLongSlot(
          input.teacherId,
          { dayOfWeek: MONDAY, startMinute: input.startMinute },
          seoulDate(-30),
        ),
      },
    },
  });
}

/**
 * Members on Monday and Wednesday, of the demo teacher and of a second one; one whose Monday
 * slot ended; one who left; a guardian with an active child and one whose child left.
 */
async function buildAcademy(prisma: PrismaClient, adminId: number) {
  const otherTeacher = await prisma.staff.create({
    data: { loginId: 'teacher-b', passwordHash: 'x', name: '박선생', email: 'tb@example.com' },
  });
  const mondayA = await addMember(prisma, {
    name: '월요일A',
    phone: '01075000001',
    slot: { dayOfWeek: MONDAY, startMinute: 14 * 60 },
  });
  const mondayB = await addMember(prisma, {
    name: '월요일B',
    phone: '01075000002',
    slot: { dayOfWeek: MONDAY, startMinute: 15 * 60 },
  });
  const wednesday = await addMember(prisma, {
    name: '수요일',
    phone: '01075000003',
    slot: { dayOfWeek: WEDNESDAY, startMinute: 14 * 60 },
  });
  await prisma.member.updateMany({
    where: { id: { in: [mondayB.id, wednesday.id] } },
    data: { teacherId: otherTeacher.id },
  });
  const ended = await addMember(prisma, {
    name: '월요일종료',
    phone: '01075000004',
    slot: { dayOfWeek: MONDAY, startMinute: 16 * 60 },
  });
  await prisma.weeklySlot.updateMany({
    where: { memberId: ended.id },
    data: { effectiveUntil: seoulDate(-7) },
  });
  const left = await addMember(prisma, {
    name: '퇴원',
    phone: '01075000005',
    slot: { dayOfWeek: MONDAY, startMinute: 17 * 60 },
  });
  await prisma.member.update({ where: { id: left.id }, data: { status: 'inactive' } });
  const guardian = await addMember(prisma, { name: '보호자', phone: '01075000006' });
  const child = await addChild(prisma, {
    name: '자녀',
    guardianId: guardian.id,
    teacherId: adminId,
    startMinute: 18 * 60,
  });
  const formerGuardian = await addMember(prisma, { name: '전보호자', phone: '01075000007' });
  await addChild(
    prisma,
    { name: '떠난자녀', guardianId: formerGuardian.id, teacherId: adminId, startMinute: 19 * 60 },
    'inactive',
  );
  return { otherTeacher, mondayA, mondayB, wednesday, guardian, child, formerGuardian };
}

describe('announcements to a group, and their history', () => {
  const academy = useStaffDesk();
  const prisma = () => academy.testApp.database.prisma;
  let people: TAcademyPeople;

  beforeAll(async () => {
    people = await buildAcademy(prisma(), academy.adminId);
  });

  const send = (body: object) =>
    callOperation(academy.staff, announcementsOperations.sendAnnouncement).send(body);

  /** Who got the last announcement in the app, by member id. */
  async function lastAnnouncementReached() {
    const stored = await prisma().announcement.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const notes = await prisma().memberNotification.findMany({
      where: { announcementId: stored.id },
      select: { memberId: true },
    });
    return { stored, memberIds: notes.map((note) => note.memberId).sort((a, b) => a - b) };
  }

  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('when staff send only the four specified fields, then every active member gets it, as before', async () => {
    const res = await send(texts);
    const active = await prisma().member.findMany({ where: { status: 'active' } });
    expect([res.status, res.body.data]).toEqual([201, { sentCount: active.length }]);
    const { stored, memberIds } = await lastAnnouncementReached();
    expect(memberIds).toEqual(ascending(active.map((member) => member.id)));
    expect(stored).toMatchObject({
      audience: 'all',
      audienceWeekday: null,
      audienceTeacherId: null,
    });
  });

  it('when staff send to the Monday students, then exactly the members whose running slot is on Monday get it, and the group is stored and audited', async () => {
    const res = await send({ ...texts, audience: { kind: 'weekday', weekday: 'Monday' } });
    expect([res.status, res.body.data]).toEqual([201, { sentCount: 3 }]);
    const { stored, memberIds } = await lastAnnouncementReached();
    expect(memberIds).toEqual(ascending([people.mondayA.id, people.mondayB.id, people.child.id]));
    expect(stored).toMatchObject({ audience: 'weekday', audienceWeekday: MONDAY, sentCount: 3 });
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'announcement.send', entityId: String(stored.id) },
    });
    expect(audit.details).toMatchObject({ audience: { kind: 'weekday', weekday: 'Monday' } });
  });

  it("when staff send to one teacher's students, then only that teacher's active members get it", async () => {
    const res = await send({
      ...texts,
      audience: { kind: 'teacher', teacherId: people.otherTeacher.id },
    });
    expect([res.status, res.body.data]).toEqual([201, { sentCount: 2 }]);
    const { stored, memberIds } = await lastAnnouncementReached();
    expect(memberIds).toEqual(ascending([people.mondayB.id, people.wednesday.id]));
    expect(stored).toMatchObject({
      audience: 'teacher',
      audienceTeacherId: people.otherTeacher.id,
    });
  });

  it('when staff send to the guardians, then only guardians of an active child get it themselves', async () => {
    const res = await send({ ...texts, audience: { kind: 'guardians' } });
    expect([res.status, res.body.data]).toEqual([201, { sentCount: 1 }]);
    expect((await lastAnnouncementReached()).memberIds).toEqual([people.guardian.id]);
  });

  it('when the group has nobody in it, then 409 in both languages and nothing is stored', async () => {
    const before = await prisma().announcement.count();
    const friday = { ...texts, audience: { kind: 'weekday', weekday: 'Friday' } };
    expectFailure(
      await send(friday),
      409,
      'AUDIENCE_EMPTY',
      ANNOUNCEMENT_MESSAGES.audienceEmpty.ko,
    );
    const english = await callOperation(academy.staff, announcementsOperations.sendAnnouncement)
      .set('Accept-Language', 'en')
      .send(friday);
    expect(english.body.message).toBe(ANNOUNCEMENT_MESSAGES.audienceEmpty.en);
    expect(await prisma().announcement.count()).toBe(before);
  });

  it('when the teacher is unknown, then the send and the count are refused clearly and nothing is stored', async () => {
    const before = await prisma().announcement.count();
    const audience = { kind: 'teacher', teacherId: Number(UNKNOWN_ID) };
    const res = await send({ ...texts, audience });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      STAFF_MESSAGES.teacherUnknown.ko,
    ]);
    const count = await callOperation(
      academy.staff,
      announcementsOperations.countAnnouncementAudience,
      {
        query: audience,
      },
    );
    expect([count.status, count.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await prisma().announcement.count()).toBe(before);
  });

  it.each([
    ['a weekday outside the lesson days', { kind: 'weekday', weekday: 'Saturday' }],
    ['a weekday group without a weekday', { kind: 'weekday' }],
    ['a negative teacher id', { kind: 'teacher', teacherId: -1 }],
    ['a teacher id as text', { kind: 'teacher', teacherId: '2' }],
    ['an unknown kind', { kind: 'everyone' }],
    ['a group that is not an object', 'all'],
  ])(
    'when the group is %s, then 400 in the envelope and nothing is stored',
    async (_, audience) => {
      const before = await prisma().announcement.count();
      const res = await send({ ...texts, audience });
      expect([res.status, res.body.success, res.body.code]).toEqual([
        400,
        false,
        'VALIDATION_FAILED',
      ]);
      expect(await prisma().announcement.count()).toBe(before);
    },
  );

  it('when staff count a group, then they get how many it holds now; a bad query is 400', async () => {
    const count = (query: Record<string, string | number>) =>
      callOperation(academy.staff, announcementsOperations.countAnnouncementAudience, { query });
    const answers = await Promise.all([
      count({ kind: 'weekday', weekday: 'Monday' }),
      count({ kind: 'teacher', teacherId: people.otherTeacher.id }),
      count({ kind: 'guardians' }),
      count({ kind: 'weekday', weekday: 'Friday' }),
    ]);
    expect(answers.map((res) => res.body.data)).toEqual([
      { count: 3 },
      { count: 2 },
      { count: 1 },
      { count: 0 },
    ]);
    const refused = await Promise.all([
      count({ kind: 'weekday' }),
      count({ kind: 'teacher', teacherId: 0 }),
      count({ kind: 'weekday', weekday: 'Sunday' }),
      count({ kind: 'nobody' }),
    ]);
    expect(refused.map((res) => [res.status, res.body.code])).toEqual(
      Array(4).fill([400, 'VALIDATION_FAILED']),
    );
  });

  it('when staff read the history, then newest first, with the group, the teacher’s name, the count and the sender, paged', async () => {
    const list = (query: Record<string, number>) =>
      callOperation(academy.staff, announcementsOperations.listAnnouncements, { query });
    const res = await list({ page: 1, limit: 4 });
    expect(res.status).toBe(200);
    const sender = { id: academy.adminId, name: expect.any(String) };
    expect(res.body.data.announcements).toEqual([
      expect.objectContaining({ audience: { kind: 'guardians' }, sentCount: 1, sentBy: sender }),
      expect.objectContaining({
        audience: { kind: 'teacher', teacher: { id: people.otherTeacher.id, name: '박선생' } },
        sentCount: 2,
      }),
      expect.objectContaining({
        ...texts,
        audience: { kind: 'weekday', weekday: 'Monday' },
        sentCount: 3,
      }),
      expect.objectContaining({ audience: { kind: 'all' } }),
    ]);
    expect(res.body.data.pagination).toEqual({ total: 4, page: 1, limit: 4, totalPages: 1 });
    const second = await list({ page: 2, limit: 3 });
    expect(
      second.body.data.announcements.map(
        (row: { audience: TAnnouncementAudience }) => row.audience,
      ),
    ).toEqual([{ kind: 'all' }]);
    expect((await list({ limit: 51 })).status).toBe(400);
  });

  it('when a guest or a member counts a group or reads the history, then 401 or 403', async () => {
    await expectStaffOnly(academy, [
      (caller) =>
        callOperation(caller, announcementsOperations.countAnnouncementAudience, {
          query: { kind: 'guardians' },
        }),
      (caller) => callOperation(caller, announcementsOperations.listAnnouncements),
      (caller) =>
        callOperation(caller, announcementsOperations.sendAnnouncement).send({
          ...texts,
          audience: { kind: 'guardians' },
        }),
    ]);
  });

  it('when staff send 20 announcements to one group at once, then each is stored once with its own notifications and nothing fails', async () => {
    const before = await prisma().announcement.count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send({
          ...texts,
          title: `동시 공지 ${index}`,
          audience: { kind: 'teacher', teacherId: people.otherTeacher.id },
        }),
      ),
    );
    expect(answers.map((res) => [res.status, res.body.data])).toEqual(
      Array(20).fill([201, { sentCount: 2 }]),
    );
    const stored = await prisma().announcement.findMany({
      where: { title: { startsWith: '동시 공지' } },
      include: { _count: { select: { notifications: true } } },
    });
    expect(await prisma().announcement.count()).toBe(before + 20);
    expect(stored.map((row) => row._count.notifications)).toEqual(Array(20).fill(2));
  });
});
