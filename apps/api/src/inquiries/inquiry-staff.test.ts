import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, ZInquiryDetail, ZInquiryList } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';

describe('staff inquiries (/api/contact)', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, member: DEMO.student });

  const submit = async (subject: string = VALID_INQUIRY.subject) => {
    const res = await guest(academy.testApp.app)
      .post('/api/contact/submit')
      .send({ ...VALID_INQUIRY, subject });
    expect(res.status).toBe(201);
    return res.body.data.contactId as number;
  };

  it('when a guest or member calls any staff route, then 401 or 403', async () => {
    const id = await submit();
    const calls = [
      (agent: ReturnType<typeof request> | Agent) => agent.get('/api/contact'),
      (agent: ReturnType<typeof request> | Agent) => agent.get(`/api/contact/${id}`),
      (agent: ReturnType<typeof request> | Agent) =>
        agent.post(`/api/contact/${id}/reply`).send({ reply: 'x' }),
      (agent: ReturnType<typeof request> | Agent) =>
        agent.patch(`/api/contact/${id}/status`).send({ status: 'closed' }),
    ];
    for (const call of calls) {
      expect((await call(request(academy.testApp.app))).status).toBe(401);
      expect((await call(academy.member)).status).toBe(403);
    }
  });

  it('when staff list by status, then a page of details comes back without the password', async () => {
    await submit('첫 문의');
    await submit('둘째 문의');
    const res = await academy.staff.get('/api/contact?status=pending&page=1&limit=1');
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
    const empty = await academy.staff.post(`/api/contact/${id}/reply`).send({ reply: '' });
    expect(empty.status).toBe(400);
    const res = await academy.staff
      .post(`/api/contact/${id}/reply`)
      .send({ reply: '화요일 가능합니다.' });
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

    const check = await guest(academy.testApp.app)
      .post('/api/contact/check')
      .send({ contactId: id, password: VALID_INQUIRY.password });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ status: 'replied', reply: '화요일 가능합니다.' });

    const opened = await academy.staff.get(`/api/contact/${id}`);
    expect(opened.status).toBe(200);
    expect(ZInquiryDetail.parse(opened.body.data)).toMatchObject({
      reply: '화요일 가능합니다.',
      category: '수업료 문의',
      categoryCode: 'fee',
    });
  });

  it('when staff set a status, then it is stored; an unknown status is 400 and an unknown id 404', async () => {
    const id = await submit();
    const res = await academy.staff.patch(`/api/contact/${id}/status`).send({ status: 'closed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'closed', category: '수업료 문의' });
    expect(
      (await academy.staff.patch(`/api/contact/${id}/status`).send({ status: 'x' })).status,
    ).toBe(400);
    const unanswered = await academy.staff
      .patch(`/api/contact/${id}/status`)
      .send({ status: 'replied' });
    expect([unanswered.status, unanswered.body.message]).toEqual([
      409,
      STAFF_MESSAGES.inquiryStatusRefused.ko,
    ]);
    expect((await academy.staff.get('/api/contact/999999')).status).toBe(404);
    expect(
      (await academy.staff.post('/api/contact/999999/reply').send({ reply: 'x' })).status,
    ).toBe(404);
  });
});
