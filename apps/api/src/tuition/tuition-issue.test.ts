import { FEES, sentenceDate, seoulInstant } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { JOB_DEFINITIONS } from '../job-registry.js';
import { monthlyTuitionJob } from './monthly-tuition-job.js';
import { runJobAt } from '../../test/run-job.js';

/** Five past midnight on the first of March in Seoul: still February in UTC. */
const MARCH_FIRST = seoulInstant('2026-03-01', 0 + 5 / 60);

describe('issuing the monthly tuition dues', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF, createTestAppWithMail);
  const prisma = () => academy.testApp.database.prisma;
  const runAt = (instant: Date) => runJobAt(monthlyTuitionJob, academy.testApp, instant);

  it('when the job is registered, then it runs at 00:05 on the first of each month', () => {
    expect(JOB_DEFINITIONS).toContain(monthlyTuitionJob);
    expect(monthlyTuitionJob).toMatchObject({ name: 'monthly-tuition', cron: '5 0 1 * *' });
    expect(monthlyTuitionJob.retry).toMatchObject({ backoff: true });
  });

  it('when it runs twice, then each active member has one due of the Seoul month, with one notification and one e-mail; suspended and inactive members get none', async () => {
    const suspended = await addMember(prisma(), { name: '정지됨', phone: '01070000001' });
    const inactive = await addMember(prisma(), { name: '휴면중', phone: '01070000002' });
    await prisma().member.update({ where: { id: suspended.id }, data: { status: 'suspended' } });
    await prisma().member.update({ where: { id: inactive.id }, data: { status: 'inactive' } });
    const exam = await addMember(prisma(), { name: '입시생', phone: '01070000003' });
    await prisma().member.update({
      where: { id: exam.id },
      data: { monthlyFee: null, lessonType: 'entrance' },
    });
    const waived = await addMember(prisma(), { name: '장학생', phone: '01070000004' });
    await prisma().member.update({ where: { id: waived.id }, data: { monthlyFee: 0 } });

    await runAt(MARCH_FIRST);
    await runAt(new Date(MARCH_FIRST.getTime() + 60_000));

    const dues = await prisma().tuitionDue.findMany({
      where: { month: '2026-03' },
      include: { member: true },
      orderBy: { memberId: 'asc' },
    });
    const active = await prisma().member.findMany({
      where: { status: 'active' },
      orderBy: { id: 'asc' },
    });
    expect(dues.map((due) => due.memberId)).toEqual(active.map((member) => member.id));
    expect(dues.map((due) => due.memberId)).not.toContain(suspended.id);
    expect(dues.map((due) => due.memberId)).not.toContain(inactive.id);
    const amountOf = (memberId: number) => dues.find((due) => due.memberId === memberId)?.amount;
    expect(amountOf(exam.id)).toBe(FEES.EXAM_MONTHLY);
    expect(amountOf(waived.id)).toBe(0);
    expect(dues.every((due) => due.dueDate.toISOString().startsWith('2026-03-01'))).toBe(true);
    expect(dues.every((due) => due.paidAt === null && due.originalAmount === null)).toBe(true);

    const notices = await prisma().memberNotification.findMany({
      where: {
        category: 'payment_due',
        title: '수강료 안내',
        message: { contains: '2026년 3월 수강료' },
      },
    });
    expect(notices.map((notice) => notice.memberId).sort((a, b) => a - b)).toEqual(
      active.map((member) => member.id),
    );
    expect(notices[0]).toMatchObject({ title: '수강료 안내', titleEn: 'Tuition due' });
    expect(notices[0]?.message).toContain(`납부 기한은 ${sentenceDate('2026-03-01', 'ko')}입니다`);

    const mails = await prisma().mailOutbox.findMany({
      where: { dedupeKey: { in: dues.map((due) => `tuition:${due.id}:issued`) } },
    });
    expect(mails).toHaveLength(active.length);
    await academy.testApp.outbox.settled();
    const mailTo = (email: string) =>
      academy.testApp.smtp.messages.filter((mail) => mail.to.includes(email));
    const [english] = mailTo(DEMO.foreign.email);
    expect(mailTo(DEMO.foreign.email)).toHaveLength(1);
    expect(english?.subject).toBe('[Drum Academy] Tuition for March 2026');
    expect(english?.text).toContain(`KRW 170,000, due on ${sentenceDate('2026-03-01', 'en')}`);
    const [korean] = mailTo(DEMO.student.email);
    expect(korean?.subject).toBe('[드럼 아카데미] 2026년 3월 수강료 안내');
    expect(korean?.text).toContain('170,000원');
  });

  it('when a member is suspended after the dues were issued, then the next month gives them none and this month keeps theirs', async () => {
    const member = await addMember(prisma(), { name: '휴원생', phone: '01070000005' });
    await runAt(seoulInstant('2026-04-01', 0.1));
    await prisma().member.update({ where: { id: member.id }, data: { status: 'suspended' } });
    await runAt(seoulInstant('2026-05-01', 0.1));
    const months = await prisma().tuitionDue.findMany({
      where: { memberId: member.id },
      select: { month: true },
    });
    expect(months).toEqual([{ month: '2026-04' }]);
  });

  it('when anything writes a second due of a month, a negative amount, an amount other than the price less the discount or an impossible pro-rating, then the database refuses it', async () => {
    const due = await prisma().tuitionDue.findFirstOrThrow({ where: { month: '2026-03' } });
    const copy = {
      memberId: due.memberId,
      month: due.month,
      amount: due.amount,
      price: due.price,
      dueDate: due.dueDate,
    };
    await expect(prisma().tuitionDue.create({ data: copy })).rejects.toThrow();
    for (const data of [
      { amount: -1 },
      { amount: due.amount - 1 },
      { siblingDiscount: 10_000 },
      { siblingDiscount: -10_000, amount: due.price + 10_000 },
      { siblingDiscount: due.price + 1, amount: -1 },
    ]) {
      await expect(prisma().tuitionDue.update({ where: { id: due.id }, data })).rejects.toThrow();
    }
    // A pro-rated due bills at least one and fewer than all of the month's 4 or 5 lessons.
    for (const proration of [
      { proratedLessons: 3, monthLessons: null },
      { proratedLessons: 0, monthLessons: 4 },
      { proratedLessons: 4, monthLessons: 4 },
      { proratedLessons: 5, monthLessons: 6 },
    ]) {
      await expect(
        prisma().tuitionDue.update({ where: { id: due.id }, data: proration }),
      ).rejects.toThrow();
    }
    expect(await prisma().tuitionDue.findUniqueOrThrow({ where: { id: due.id } })).toEqual(due);
  });
});
