import { seoulInstant } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { yearsBefore } from './anonymize-left-members.js';
import { personalDataRetentionJob } from './personal-data-retention-job.js';
import { runJobAt } from '../../test/run-job.js';

const NOW = seoulInstant('2031-03-10', 1);

/** A member who left on `leftOn`, with an application, a consent, a notification and two dues. */
async function leftMember(prisma: PrismaClient, phone: string, leftOn: string) {
  const application = await prisma.lessonApplication.create({
    data: {
      name: `지원${phone}`,
      birthDate: new Date('1990-01-01'),
      gender: 'female',
      phoneNumber: phone,
      email: `${phone}@example.com`,
      preferredTime: '월요일: 19:00',
      lessonType: 'general',
      message: '자유 입력 메시지',
      status: 'approved',
    },
  });
  const member = await addMember(prisma, { name: `떠난${phone}`, phone });
  // A check-in code nobody else holds (the demo members have theirs).
  const taken = await prisma.member.findMany({ select: { checkinCode: true } });
  const held = new Set(taken.map((row) => row.checkinCode));
  const checkinCode = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).find(
    (code) => !held.has(code),
  );
  await prisma.member.update({
    where: { id: member.id },
    data: {
      status: 'inactive',
      leftOn: fromIsoDate(leftOn),
      applicationId: application.id,
      checkinCode,
    },
  });
  await prisma.consent.create({
    data: {
      memberId: member.id,
      lessonApplicationId: application.id,
      guardianName: '보호자',
      textVersion: '2026-11',
      purposes: ['lessons'],
      consentedAt: new Date('2029-01-01'),
    },
  });
  await prisma.memberNotification.create({
    data: {
      memberId: member.id,
      category: 'other',
      title: '알림',
      titleEn: 'Notice',
      message: '내용',
      messageEn: 'Text',
    },
  });
  await prisma.tuitionDue.createMany({
    data: ['2029-01', '2029-02'].map((month) => ({
      memberId: member.id,
      month,
      price: 150_000,
      amount: 150_000,
      dueDate: new Date(`${month}-10`),
      note: '현금, 어머니가 납부',
    })),
  });
  return member.id;
}

function runJob(testApp: ReturnType<typeof useTestApp>['testApp']) {
  return runJobAt(personalDataRetentionJob, testApp, NOW);
}

describe('yearsBefore', () => {
  it('when today is 29 February, then a year before is the 28th', () => {
    expect(yearsBefore('2028-02-29', 1).toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(yearsBefore('2031-03-10', 5).toISOString().slice(0, 10)).toBe('2026-03-10');
  });
});

describe('the personal-data-retention job', () => {
  const app = useTestApp({ seed: true });
  const prisma = () => app.testApp.database.prisma;

  it('when members left a year ago or more, then they are anonymized, later leavers and active members are not, and dues go only after five years', async () => {
    const oneYear = await leftMember(prisma(), '01078001001', '2030-03-10');
    const notYet = await leftMember(prisma(), '01078001002', '2030-03-11');
    const fiveYears = await leftMember(prisma(), '01078001003', '2026-03-10');
    const almostFive = await leftMember(prisma(), '01078001004', '2026-03-11');
    const active = await addMember(prisma(), { name: '남은회원', phone: '01078001005' });

    await runJob(app.testApp);

    const row = await prisma().member.findUniqueOrThrow({ where: { id: oneYear } });
    expect(row).toMatchObject({
      name: `탈퇴 회원 #${oneYear}`,
      loginId: null,
      passwordHash: null,
      email: null,
      phoneNumber: null,
      birthDate: null,
      gender: null,
      applicationId: null,
      checkinCode: null,
    });
    expect(row.anonymizedAt?.toISOString()).toBe(NOW.toISOString());
    expect(await prisma().memberNotification.count({ where: { memberId: oneYear } })).toBe(0);
    expect(await prisma().consent.count({ where: { memberId: oneYear } })).toBe(0);
    expect(await prisma().lessonApplication.count({ where: { phoneNumber: '01078001001' } })).toBe(
      0,
    );
    const dues = await prisma().tuitionDue.findMany({ where: { memberId: oneYear } });
    expect(dues.map((due) => [due.amount, due.note])).toEqual([
      [150_000, null],
      [150_000, null],
    ]);

    const kept = await prisma().member.findUniqueOrThrow({ where: { id: notYet } });
    expect([kept.name, kept.anonymizedAt]).toEqual(['떠난01078001002', null]);
    expect(await prisma().consent.count({ where: { memberId: notYet } })).toBe(1);
    const stays = await prisma().member.findUniqueOrThrow({ where: { id: active.id } });
    expect(stays.name).toBe('남은회원');

    expect(await prisma().tuitionDue.count({ where: { memberId: fiveYears } })).toBe(0);
    expect(await prisma().tuitionDue.count({ where: { memberId: almostFive } })).toBe(2);
    const anonymizedAlmostFive = await prisma().member.findUniqueOrThrow({
      where: { id: almostFive },
    });
    expect(anonymizedAlmostFive.anonymizedAt).not.toBeNull();
  });

  it('when a guardian and their child both left a year ago, then the child goes first and both are anonymized in one run', async () => {
    const guardianId = await leftMember(prisma(), '01078002001', '2029-06-01');
    const child = await prisma().member.create({
      data: {
        name: '떠난아이',
        birthDate: new Date('2018-01-01'),
        guardianId,
        guardianRelation: 'father',
        status: 'inactive',
        leftOn: fromIsoDate('2029-06-01'),
      },
    });
    await runJob(app.testApp);
    const rows = await prisma().member.findMany({
      where: { id: { in: [guardianId, child.id] } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => [row.name, row.guardianId, row.anonymizedAt !== null])).toEqual([
      [`탈퇴 회원 #${guardianId}`, null, true],
      [`탈퇴 회원 #${child.id}`, null, true],
    ]);
  });

  it('when a guardian left a year ago but a child is still a member, then the guardian keeps their data', async () => {
    const guardianId = await leftMember(prisma(), '01078003001', '2029-06-01');
    await prisma().member.create({
      data: { name: '남은아이', birthDate: new Date('2018-01-01'), guardianId },
    });
    await runJob(app.testApp);
    const row = await prisma().member.findUniqueOrThrow({ where: { id: guardianId } });
    expect(row.anonymizedAt).toBeNull();
  });

  it('when a member with lesson notes and a practice log is anonymized, then their free text is emptied and the numbers kept', async () => {
    const id = await leftMember(prisma(), '01078001009', '2030-03-01');
    await prisma().lessonNote.create({
      data: {
        memberId: id,
        lessonDate: fromIsoDate('2030-02-20'),
        piece: '아이 이름이 들어간 곡',
        tempoBpm: 90,
        homework: '집에서 엄마와 연습',
        link: 'https://example.com/private',
      },
    });
    await prisma().practiceEntry.create({
      data: {
        memberId: id,
        practiceDate: fromIsoDate('2030-02-21'),
        minutes: 30,
        exercise: '비밀 곡',
        tempoBpm: 88,
      },
    });

    await runJob(app.testApp);

    const note = await prisma().lessonNote.findFirstOrThrow({ where: { memberId: id } });
    expect([note.piece, note.homework, note.link, note.tempoBpm]).toEqual(['', null, null, 90]);
    const entry = await prisma().practiceEntry.findFirstOrThrow({ where: { memberId: id } });
    expect([entry.exercise, entry.minutes, entry.tempoBpm]).toEqual(['', 30, 88]);
  });

  it('when the job runs again, then nothing more is anonymized or audited', async () => {
    const before = await prisma().auditLog.count({ where: { action: 'member.anonymize' } });
    await runJob(app.testApp);
    expect(await prisma().auditLog.count({ where: { action: 'member.anonymize' } })).toBe(before);
  });
});
