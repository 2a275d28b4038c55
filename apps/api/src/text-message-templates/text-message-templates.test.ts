import {
  ALL_ALIMTALK_TEMPLATES,
  TEXT_MESSAGE_TEMPLATE_LIMITS,
  TEXT_MESSAGE_TEMPLATE_MESSAGES,
  textMessageTemplateOperations,
} from '@academy/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { statusesOf } from '../../test/refusals.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';
import { runJobAt } from '../../test/run-job.js';
import { academyCatalogTemplates } from '../../test/solapi-double.js';
import type { TMessage } from '../unit-of-work/message.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';
import { textMessageOutboxJob } from '../jobs/text-message-outbox-job.js';
import { textMessageTemplatesJob } from './text-message-templates-job.js';

const { listTextMessageTemplates, syncTextMessageTemplates, sendTestTextMessage } =
  textMessageTemplateOperations;

const list = (caller: TCaller) => callOperation(caller, listTextMessageTemplates);
const sync = (caller: TCaller) => callOperation(caller, syncTextMessageTemplates);
const testSend = (caller: TCaller, code: string, phone: unknown) =>
  callOperation(caller, sendTestTextMessage, { params: { code } }).send({ phone });

const TEST_PHONE = '01077778888';

describe('the 알림톡 templates screen without a provider', () => {
  const desk = useStaffDesk();

  it('when a guest or a member asks, then only the admin is let in', async () => {
    const calls = [
      list,
      sync,
      (caller: TCaller) => testSend(caller, 'LESSON_APPLIED_KO', TEST_PHONE),
    ];
    expect(await statusesOf(calls.map((call) => call(request(desk.testApp.app))))).toEqual([
      401, 401, 401,
    ]);
    expect(await statusesOf(calls.map((call) => call(desk.member)))).toEqual([403, 403, 403]);
  });

  it('when the admin lists them, then every template comes with what to register, unknown', async () => {
    const res = await list(desk.staff);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({
      channelOn: false,
      lastSyncedAt: null,
      ownPhone: DEMO.admin.phoneNumber,
    });
    expect(data.templates).toHaveLength(ALL_ALIMTALK_TEMPLATES.length);
    const approved = data.templates.find(
      (row: { code: string }) => row.code === 'LESSON_APPROVED_KO',
    );
    expect(approved).toMatchObject({
      kind: 'lessonApplicationApproved',
      language: 'ko',
      approval: 'unknown',
      providerTemplateId: null,
      secure: true,
      buttons: [{ name: '로그인하기', link: `${desk.testApp.config.appOrigin}/login` }],
    });
    expect(approved.content).toContain('#{temporaryPassword}');
  });

  it('when the admin syncs or test-sends, then the answer says the channel is off', async () => {
    expectFailure(
      await sync(desk.staff),
      409,
      'TEXT_CHANNEL_OFF',
      TEXT_MESSAGE_TEMPLATE_MESSAGES.channelOff.ko,
    );
    expectFailure(
      await testSend(desk.staff, 'LESSON_APPLIED_KO', TEST_PHONE),
      409,
      'TEXT_CHANNEL_OFF',
      TEXT_MESSAGE_TEMPLATE_MESSAGES.channelOff.ko,
    );
  });
});

/** The catalog at the double, with one code under an id of Solapi's, one rejected, one in review and one missing. */
function registeredTemplates() {
  return academyCatalogTemplates().flatMap((template) => {
    if (template.name === 'DUE_PAID_EN') return [];
    if (template.name === 'LESSON_APPLIED_KO')
      return [{ ...template, templateId: 'KA01TP2611300001' }];
    if (template.name === 'LESSON_REMINDER_KO')
      return [{ ...template, status: 'REJECTED' as const }];
    if (template.name === 'ONEDAY_REMINDER_EN')
      return [{ ...template, status: 'INSPECTING' as const }];
    return [template];
  });
}

describe('the 알림톡 templates with the Solapi double', () => {
  const desk = useTextChannelAcademy(
    { staff: DEMO.admin },
    { double: { templates: registeredTemplates() } },
  );
  const double = () => desk.double();
  const syncedAt = new Date('2031-03-10T01:07:00Z');

  beforeAll(() => runJobAt(textMessageTemplatesJob, desk.testApp, syncedAt));

  const rowsByCode = async () => {
    const res = await list(desk.staff);
    return new Map(res.body.data.templates.map((row: { code: string }) => [row.code, row]));
  };

  it('when the sync has run, then each code has its id and state, and a missing one is marked', async () => {
    const rows = await rowsByCode();
    expect(rows.get('LESSON_APPLIED_KO')).toMatchObject({
      approval: 'approved',
      providerTemplateId: 'KA01TP2611300001',
      matchesCatalog: true,
      syncedAt: syncedAt.toISOString(),
    });
    expect(rows.get('LESSON_REMINDER_KO')).toMatchObject({ approval: 'rejected' });
    expect(rows.get('ONEDAY_REMINDER_EN')).toMatchObject({ approval: 'inspecting' });
    expect(rows.get('DUE_PAID_EN')).toMatchObject({
      approval: 'missing',
      providerTemplateId: null,
    });
    expect((await list(desk.staff)).body.data).toMatchObject({
      channelOn: true,
      lastSyncedAt: syncedAt.toISOString(),
    });
  });

  it('when Solapi does not answer, then the sync fails and every state stays as it was', async () => {
    const { prisma } = desk.testApp.database;
    const before = await prisma.alimtalkTemplateState.findMany({ orderBy: { code: 'asc' } });
    double().failNextCalls(1);
    await expect(
      runJobAt(textMessageTemplatesJob, desk.testApp, new Date('2031-03-10T02:07:00Z')),
    ).rejects.toThrow();
    expect(await prisma.alimtalkTemplateState.findMany({ orderBy: { code: 'asc' } })).toEqual(
      before,
    );
  });

  it('when the admin test-sends an approved template, then it reaches Solapi under its id, audited', async () => {
    const res = await testSend(desk.staff, 'LESSON_APPLIED_KO', TEST_PHONE);
    expect([res.status, res.body.message]).toEqual([
      201,
      TEXT_MESSAGE_TEMPLATE_MESSAGES.testQueued.ko,
    ]);
    await desk.testApp.textMessages?.settled();
    const { prisma } = desk.testApp.database;
    const row = await prisma.textMessage.findFirstOrThrow({ where: { phone: TEST_PHONE } });
    expect(row).toMatchObject({ templateCode: 'LESSON_APPLIED_KO', status: 'sent' });
    expect(row.dedupeKey).toMatch(/^text_template_test:LESSON_APPLIED_KO:/);
    const sent = double()
      .messages()
      .find((message) => message.to === TEST_PHONE);
    expect(sent?.kakaoOptions?.templateId).toBe('KA01TP2611300001');
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { action: 'text_message_template.test_sent', entityId: 'LESSON_APPLIED_KO' },
    });
    expect(audit.details).toEqual({ phoneEnding: '8888' });
  });

  it('when the template is rejected, in review or missing, then the test send is refused', async () => {
    for (const code of ['LESSON_REMINDER_KO', 'ONEDAY_REMINDER_EN', 'DUE_PAID_EN']) {
      expectFailure(
        await testSend(desk.staff, code, TEST_PHONE),
        409,
        'TEMPLATE_NOT_APPROVED',
        TEXT_MESSAGE_TEMPLATE_MESSAGES.notApproved.ko,
      );
    }
  });

  it('when the phone or the code is wrong, then the refusal says which', async () => {
    const badPhone = await testSend(desk.staff, 'LESSON_APPLIED_KO', '0212345678');
    expect([badPhone.status, badPhone.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(badPhone.body.message).toMatch(/전화번호|휴대폰/);
    const unknown = await testSend(desk.staff, 'NO_SUCH_KO', TEST_PHONE);
    expectFailure(unknown, 404, 'NOT_FOUND', TEXT_MESSAGE_TEMPLATE_MESSAGES.unknownTemplate.ko);
    const malformed = await testSend(desk.staff, 'x'.repeat(200), TEST_PHONE);
    expect(malformed.status).toBe(400);
  });

  /** Tells a guest with a phone and an address through the unit of work, as a use case does. */
  const notifyGuest = async (key: string, phone: string, text: TMessage['text']) => {
    const units = createUnitOfWork({
      prisma: desk.testApp.database.prisma,
      texts: { appOrigin: 'https://academy.example', outbox: { sendSoon: () => undefined } },
    });
    const person = { to: `guest-${phone}@example.com`, phone, name: '김민준', english: false };
    const mail = () => ({ to: person.to, subject: 'notice', text: 'notice' });
    await units.run(async ({ notify }) => notify({ address: person }, { key, text, mail }));
    return person;
  };

  it('when a message’s template is known not approved, then the person gets its filled text as a plain SMS/LMS, the mail held behind it', async () => {
    const { prisma } = desk.testApp.database;
    const key = 'template-test:rejected';
    await notifyGuest(key, '01033334444', () => ({
      kind: 'lessonReminder',
      variables: {
        academy: '드럼 아카데미',
        name: '김민준',
        date: '3월 11일(수)',
        time: '오후 4:00',
        teacher: '이선생',
      },
    }));
    const queued = await prisma.textMessage.findUniqueOrThrow({ where: { dedupeKey: key } });
    // A reminder waits through the quiet hours: the outbox job sends it once it is due.
    await runJobAt(textMessageOutboxJob, desk.testApp, queued.nextAttemptAt);
    const row = await prisma.textMessage.findUniqueOrThrow({ where: { dedupeKey: key } });
    expect(row).toMatchObject({ templateCode: 'LESSON_REMINDER_KO', channel: 'sms' });
    expect(row.text).toContain('- 강사: 이선생 선생님');
    const held = await prisma.mailOutbox.findMany({ where: { dedupeKey: key } });
    expect(held.map((mail) => mail.textMessageId)).toEqual([row.id]);
    const received = double()
      .messages()
      .filter((message) => message.customFields['key'] === key);
    expect(received.map((message) => [message.type, message.text])).toEqual([['LMS', row.text]]);
  });

  it('when a secure template is known not approved, then its text never goes as SMS: the person gets the e-mail', async () => {
    const { prisma } = desk.testApp.database;
    await prisma.alimtalkTemplateState.update({
      where: { code: 'LESSON_APPROVED_KO' },
      data: { approval: 'rejected' },
    });
    const key = 'template-test:secure-rejected';
    const person = await notifyGuest(key, '01033335555', () => ({
      kind: 'lessonApplicationApproved',
      variables: {
        academy: '드럼 아카데미',
        name: '김민준',
        loginId: 'minjun01',
        temporaryPassword: 'Tmp-8812-wxyz',
      },
    }));
    expect(await prisma.textMessage.count({ where: { dedupeKey: key } })).toBe(0);
    const mails = await prisma.mailOutbox.findMany({ where: { dedupeKey: key } });
    expect(mails.map((mail) => [mail.recipient, mail.textMessageId])).toEqual([[person.to, null]]);
  });

  it('when the sync is asked for by hand, then a run is queued', async () => {
    const res = await sync(desk.staff);
    expect(res.status).toBe(200);
    expect(typeof res.body.data.queued).toBe('boolean');
  });

  it('when an admin test-sends more than the hour allows, then the rest is refused', async () => {
    // One accepted send above; the rest of the hour's allowance, then one too many.
    const statuses = await statusesOf(
      Array.from({ length: TEXT_MESSAGE_TEMPLATE_LIMITS.TEST_SENDS_PER_HOUR }, () =>
        testSend(desk.staff, 'LESSON_APPLIED_EN', TEST_PHONE),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      TEXT_MESSAGE_TEMPLATE_LIMITS.TEST_SENDS_PER_HOUR - 1,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
