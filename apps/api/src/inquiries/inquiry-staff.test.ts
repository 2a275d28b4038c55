import { describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  ZInquiryDetail,
  ZInquiryList,
  inquiryOperations,
} from '@academy/contracts';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly, statusesOf, UNKNOWN_ID } from '../../test/refusals.js';

describe('staff inquiries (/api/contact)', () => {
  const academy = useStaffDesk();

  const submit = async (subject: string = VALID_INQUIRY.subject) => {
    const res = await callOperation(
      guest(academy.testApp.app),
      inquiryOperations.submitInquiry,
    ).send({ ...VALID_INQUIRY, subject });
    expect(res.status).toBe(201);
    return res.body.data.contactId as number;
  };

  const reply = (id: number, text: string) =>
    callOperation(academy.staff, inquiryOperations.replyToInquiry, { params: { id } }).send({
      reply: text,
    });
  const setStatus = (id: number, status: string) =>
    callOperation(academy.staff, inquiryOperations.updateInquiryStatus, { params: { id } }).send({
      status,
    });

  it('when a guest or member calls any staff route, then 401 or 403', async () => {
    const id = await submit();
    await expectStaffOnly(academy, [
      (caller) => callOperation(caller, inquiryOperations.listInquiries),
      (caller) => callOperation(caller, inquiryOperations.getInquiry, { params: { id } }),
      (caller) =>
        callOperation(caller, inquiryOperations.replyToInquiry, { params: { id } }).send({
          reply: 'x',
        }),
      (caller) =>
        callOperation(caller, inquiryOperations.updateInquiryStatus, { params: { id } }).send({
          status: 'closed',
        }),
    ]);
  });

  it('when staff list by status, then a page of details comes back without the password', async () => {
    await submit('첫 문의');
    await submit('둘째 문의');
    const res = await callOperation(academy.staff, inquiryOperations.listInquiries, {
      query: { status: 'pending', page: 1, limit: 1 },
    });
    expect(res.status).toBe(200);
    const list = ZInquiryList.parse(res.body.data);
    expect(list.contacts).toHaveLength(1);
    expect(list.contacts[0]).toMatchObject({
      subject: '둘째 문의',
      category: '수업료 문의',
      categoryCode: 'fee',
    });
    expect(list.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(list.pagination.total).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('when staff reply, then it is replied with a date, audited, and the guest sees it via check', async () => {
    const id = await submit();
    const empty = await reply(id, '');
    expect(empty.status).toBe(400);
    const res = await reply(id, '화요일 가능합니다.');
    expect(res.status).toBe(200);
    const detail = ZInquiryDetail.parse(res.body.data);
    expect(detail).toMatchObject({
      status: 'replied',
      reply: '화요일 가능합니다.',
      category: '수업료 문의',
      categoryCode: 'fee',
    });
    expect(detail.repliedAt).not.toBeNull();
    const { prisma } = academy.testApp.database;
    const stored = await prisma.inquiry.findUniqueOrThrow({ where: { id } });
    expect(stored.repliedById).not.toBeNull();
    expect(
      await prisma.auditLog.count({ where: { entityType: 'inquiry', entityId: String(id) } }),
    ).toBe(1);

    const check = await callOperation(
      guest(academy.testApp.app),
      inquiryOperations.checkInquiry,
    ).send({ contactId: id, password: VALID_INQUIRY.password });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ status: 'replied', reply: '화요일 가능합니다.' });

    const opened = await callOperation(academy.staff, inquiryOperations.getInquiry, {
      params: { id },
    });
    expect(opened.status).toBe(200);
    expect(ZInquiryDetail.parse(opened.body.data)).toMatchObject({
      reply: '화요일 가능합니다.',
      category: '수업료 문의',
      categoryCode: 'fee',
    });
  });

  it('when staff set a status, then it is stored; an unknown status is 400 and an unknown id 404', async () => {
    const id = await submit('상태를 바꿀 문의');
    const res = await setStatus(id, 'closed');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'closed', category: '수업료 문의' });
    expect((await setStatus(id, 'x')).status).toBe(400);
    const unanswered = await setStatus(id, 'replied');
    expect([unanswered.status, unanswered.body.message]).toEqual([
      409,
      STAFF_MESSAGES.inquiryStatusRefused.ko,
    ]);
    expect(
      await statusesOf([
        callOperation(academy.staff, inquiryOperations.getInquiry, { params: { id: UNKNOWN_ID } }),
        reply(Number(UNKNOWN_ID), 'x'),
      ]),
    ).toEqual([404, 404]);
  });
});
