import { beforeAll, describe, expect, it } from 'vitest';
import {
  TUITION_VALIDATION_MESSAGES,
  tuitionRemindersSentMessage,
  ZTuitionList,
  tuitionOperations,
  sentenceMonth,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { dueOf, issuedDueOf } from './tuition-test-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulToday as today } from '../../test/seoul-days.js';

describe('tuition reminders and the CSV export', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF, createTestAppWithMail);
  const prisma = () => academy.testApp.database.prisma;
  const remind = (month: string) =>
    callOperation(academy.staff, tuitionOperations.remindUnpaidTuition).send({ month });

  describe('POST /api/tuition/remind', () => {
    const month = '2026-07';

    beforeAll(async () => {
      const paid = await issuedDueOf(academy.testApp, month);
      await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
        params: { id: paid.id },
      }).send({ paid: true, method: 'card' });
    });

    it('when staff remind a month twice in a day, then each unpaid member is reminded once, by notification and e-mail', async () => {
      const first = await remind(month);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({
        data: { remindedCount: 1 },
        message: tuitionRemindersSentMessage(1).ko,
      });
      const second = await remind(month);
      expect(second.body.data).toEqual({ remindedCount: 0 });

      const foreignDue = await dueOf(academy.testApp, DEMO.foreign.loginId, month);
      const list = ZTuitionList.parse(
        (
          await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
            query: `month=${month}`,
          })
        ).body.data,
      );
      expect(list.dues.find((due) => due.id === foreignDue.id)?.lastRemindedOn).toBe(today());
      expect(list.dues.find((due) => due.loginId === DEMO.student.loginId)?.lastRemindedOn).toBe(
        null,
      );

      const notices = await prisma().memberNotification.findMany({
        where: {
          category: 'payment_due',
          titleEn: 'Tuition reminder',
          message: { contains: `${sentenceMonth(month, 'ko')} 수강료` },
        },
      });
      expect(notices.map((notice) => notice.memberId)).toEqual([foreignDue.memberId]);
      const queued = await prisma().mailOutbox.findMany({
        where: { dedupeKey: { startsWith: `tuition:${foreignDue.id}:reminded:` } },
      });
      expect(queued.map((mail) => mail.dedupeKey)).toEqual([
        `tuition:${foreignDue.id}:reminded:${today()}`,
      ]);
      await academy.testApp.outbox.settled();
      const mails = academy.testApp.smtp.messages.filter(
        (mail) => mail.to.includes(DEMO.foreign.email) && mail.subject.includes('Reminder'),
      );
      expect(mails.map((mail) => mail.subject)).toEqual([
        '[Drum Academy] Reminder: tuition for July 2026',
      ]);
      expect(mails[0]?.text).toContain('has not been paid yet');

      const audit = await prisma().auditLog.findMany({
        where: { action: 'tuition.remind', entityId: month },
      });
      expect(audit).toEqual([
        expect.objectContaining({
          entityType: 'tuition_month',
          details: { date: today(), dueIds: [foreignDue.id] },
        }),
      ]);
    });

    it.each([['2026-7'], ['March'], ['']])(
      'when the month is "%s", then 400 and nobody is reminded',
      async (bad) => {
        const before = await prisma().tuitionDue.findMany({ orderBy: { id: 'asc' } });
        const res = await remind(bad);
        expect([res.status, res.body.message]).toEqual([
          400,
          TUITION_VALIDATION_MESSAGES.tuitionMonthFormat.ko,
        ]);
        expect(await prisma().tuitionDue.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
      },
    );
  });

  describe('GET /api/tuition/export', () => {
    const month = '2026-08';

    beforeAll(async () => {
      await addMember(prisma(), { name: '=HYPERLINK("x")', phone: '01072000001' });
      const student = await issuedDueOf(academy.testApp, month);
      await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
        params: { id: student.id },
      }).send({ paid: true, method: 'bank_transfer', paidAt: '2026-08-03', note: '+82 "입금"' });
      const foreign = await dueOf(academy.testApp, DEMO.foreign.loginId, month);
      await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
        params: { id: foreign.id },
      }).send({ amount: 150_000, reason: '@할인, 형제' });
    });

    const download = (language: 'ko' | 'en') =>
      callOperation(academy.staff, tuitionOperations.exportTuitionDues, { query: `month=${month}` })
        .set('Accept-Language', language)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        });

    it('when staff export a month, then a UTF-8 CSV attachment with a byte order mark, a row per due, and formulas defused', async () => {
      const res = await download('ko');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="tuition-${month}.csv"`,
      );
      const text = res.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"회원","아이디","정가","형제 할인","금액","납부 기한","납부 여부","납부일","납부 방법","메모","조정 사유","온라인 결제 주문번호","온라인 결제 수단","환불액"',
      );
      expect(lines).toHaveLength(1 + (await prisma().tuitionDue.count({ where: { month } })));
      expect(lines).toContain(
        `"김민준","student","170000","0","170000","2026-08-01","납부","2026-08-03","계좌이체","'+82 ""입금""","","","","0"`,
      );
      expect(lines).toContain(
        `"Emily Carter","foreign","150000","0","150000","2026-08-01","미납","","","","'@할인, 형제","","","0"`,
      );
      expect(lines).toContain(
        `"'=HYPERLINK(""x"")","m01072000001","170000","0","170000","2026-08-01","미납","","","","","","","0"`,
      );
    });

    it('when the caller reads English, then the titles and labels are English', async () => {
      const lines = ((await download('en')).body as string).slice(1).split('\r\n');
      expect(lines[0]).toBe(
        '"Member","Login ID","Price","Sibling discount","Amount","Due date","Paid","Paid date","Method","Note","Adjustment reason","Online order ID","Online method","Refunded"',
      );
      expect(lines.find((line) => line.startsWith('"김민준"'))).toContain(
        '"Paid","2026-08-03","Bank transfer"',
      );
    });

    it('when the month is missing or wrong, then a 400 envelope, not a file', async () => {
      for (const query of ['', '?month=2026-8', '?month=1999-01']) {
        const res = await academy.staff.get(`/api/tuition/export${query}`);
        expect([res.status, res.body.success, res.body.code]).toEqual([
          400,
          false,
          'VALIDATION_FAILED',
        ]);
      }
    });
  });
});
