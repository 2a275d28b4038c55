import {
  TEXT_MESSAGE_LOG,
  textMessageLogOperations,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { createTestApp } from '../../test/test-app.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { receipt } from '../../test/text-message-rows.js';

const logOf = (caller: TCaller, query: Record<string, string> = {}) =>
  callOperation(caller, textMessageLogOperations.getTextMessageLog, { query });

const MEMBER_PHONE = '01071234567';
const GUEST_PHONE = '01098765432';
/** More queued rows than a page holds, so the second page has the rest. */
const QUEUED = TEXT_MESSAGE_LOG.PAGE_SIZE + 2;

describe("the admin's log of text messages", () => {
  const academy = useDemoAcademy({ admin: DEMO.admin, member: DEMO.student }, () =>
    createTestApp({ seed: true }),
  );
  let memberName = '';

  beforeAll(async () => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findFirstOrThrow({ select: { id: true, name: true } });
    memberName = member.name;
    const at = (minutes: number) => new Date(Date.UTC(2031, 2, 10, 1, minutes));
    for (let i = 0; i < QUEUED; i += 1) {
      await prisma.textMessage.create({
        data: { ...receipt(`log:queued:${i}`, GUEST_PHONE), createdAt: at(0) },
      });
    }
    await prisma.textMessage.create({
      data: {
        ...receipt('log:delivered', MEMBER_PHONE, member.id),
        kind: 'onedayClassConfirmed',
        status: 'delivered',
        deliveredAs: 'ATA',
        deliveredAt: at(2),
        createdAt: at(1),
      },
    });
    await prisma.textMessage.create({
      data: {
        ...receipt('log:fell-back', MEMBER_PHONE, member.id),
        status: 'fell_back',
        deliveredAs: 'SMS',
        statusCode: '3024',
        lastError: '카카오톡 미사용자',
        createdAt: at(3),
      },
    });
    await prisma.textMessage.create({
      data: {
        ...receipt('log:failed', GUEST_PHONE),
        status: 'failed',
        statusCode: '1060',
        lastError: '차단된 수신번호',
        createdAt: at(4),
      },
    });
  });

  it('when an admin opens the log, then the newest come first, each recipient masked and no text', async () => {
    const res = await logOf(academy.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { messages, pagination, textChannelOn } = res.body.data;
    expect(textChannelOn).toBe(false);
    expect(pagination).toEqual({
      page: 1,
      limit: TEXT_MESSAGE_LOG.PAGE_SIZE,
      total: QUEUED + 3,
      totalPages: 2,
    });
    expect(messages).toHaveLength(TEXT_MESSAGE_LOG.PAGE_SIZE);
    expect(messages.slice(0, 3)).toEqual([
      expect.objectContaining({
        kind: 'lessonApplicationReceived',
        recipient: { name: null, phoneLast4: '5432' },
        channel: null,
        status: 'failed',
        providerStatus: { code: '1060', text: '차단된 수신번호' },
      }),
      expect.objectContaining({
        recipient: { name: memberName, phoneLast4: '4567' },
        channel: 'sms',
        status: 'fell_back',
        providerStatus: { code: '3024', text: '카카오톡 미사용자' },
      }),
      expect.objectContaining({
        kind: 'onedayClassConfirmed',
        queuedAt: '2031-03-10T01:01:00.000Z',
        deliveredAt: '2031-03-10T01:02:00.000Z',
        channel: 'alimtalk',
        status: 'delivered',
        providerStatus: null,
      }),
    ]);
    const body = JSON.stringify(res.body);
    expect(body).not.toContain(MEMBER_PHONE);
    expect(body).not.toContain(GUEST_PHONE);
    expect(body).not.toContain(receipt('x', GUEST_PHONE).text);
  });

  it('when the second page is asked, then it has the rest', async () => {
    const res = await logOf(academy.admin, { page: '2' });
    expect(res.body.data.messages).toHaveLength(QUEUED + 3 - TEXT_MESSAGE_LOG.PAGE_SIZE);
    expect(res.body.data.pagination).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('when filtered by status or kind, then only those are listed; "all" lists every one', async () => {
    const failed = await logOf(academy.admin, { status: 'failed' });
    expect(failed.body.data.messages.map((row: { status: string }) => row.status)).toEqual([
      'failed',
    ]);
    const confirmed = await logOf(academy.admin, { kind: 'onedayClassConfirmed' });
    expect(confirmed.body.data.pagination.total).toBe(1);
    const queuedReceipts = await logOf(academy.admin, {
      status: 'queued',
      kind: 'lessonApplicationReceived',
    });
    expect(queuedReceipts.body.data.pagination.total).toBe(QUEUED);
    const all = await logOf(academy.admin, { status: 'all', kind: '' });
    expect(all.body.data.pagination.total).toBe(QUEUED + 3);
  });

  it.each([
    ['an unknown status', 'status', 'lost'],
    ['an unknown kind', 'kind', 'birthday'],
    ['page 0', 'page', '0'],
    ['a page past the last one allowed', 'page', String(TEXT_MESSAGE_LOG.MAX_PAGE + 1)],
    ['a page that is not a number', 'page', 'two'],
  ])('when the query has %s, then 400 naming the field', async (_label, field, value) => {
    const res = await logOf(academy.admin, { [field]: value }).set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { issues: [{ path: field, message: VALIDATION_MESSAGES.invalidValue.en }] },
    });
  });

  it('when a guest, a member or a teacher asks, then they are refused', async () => {
    const { testApp } = academy;
    const teacher = await signedInOtherTeacher(testApp.app, testApp.database.prisma);
    const statuses = [];
    for (const caller of [request(testApp.app), academy.member, teacher.agent]) {
      const res = await logOf(caller);
      statuses.push([res.status, res.body.success, res.body.data]);
    }
    expect(statuses).toEqual([
      [401, false, null],
      [403, false, null],
      [403, false, null],
    ]);
  });
});
