import { describe, expect, it } from 'vitest';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { inquiryOperations } from '@academy/contracts';

describe('POST /api/contact/check', () => {
  const academy = useDemoAcademy({});

  async function newInquiry(): Promise<number> {
    const res = await callOperation(
      guest(academy.testApp.app),
      inquiryOperations.submitInquiry,
    ).send(VALID_INQUIRY);
    return res.body.data.contactId as number;
  }
  const check = (contactId: unknown, password: unknown, language: 'ko' | 'en' = 'ko') =>
    callOperation(guest(academy.testApp.app, language), inquiryOperations.checkInquiry).send({
      contactId,
      password,
    });
  const stored = (id: number) =>
    academy.testApp.database.prisma.inquiry.findUniqueOrThrow({ where: { id } });

  it('when the password is right, then the whole inquiry comes back without the password', async () => {
    const id = await newInquiry();
    const res = await check(id, '1234');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      contactId: id,
      nickname: '드러머',
      subject: '수강료 문의',
      category: '수업료 문의',
      categoryCode: 'fee',
      status: 'pending',
      message: '수강료가 궁금합니다.',
      reply: null,
      repliedAt: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('when the password is wrong, then 403 in the asked language and the failure is counted', async () => {
    const id = await newInquiry();
    const korean = await check(id, 'nope');
    expect([korean.status, korean.body.message]).toEqual([403, '비밀번호가 일치하지 않습니다.']);
    const english = await check(id, 'nope', 'en');
    expect(english.body.message).toBe('The password does not match.');
    expect((await stored(id)).failedCheckCount).toBe(2);
  });

  it('when a right password follows wrong ones, then the count is reset', async () => {
    const id = await newInquiry();
    await check(id, 'nope');
    expect((await check(id, '1234')).status).toBe(200);
    expect((await stored(id)).failedCheckCount).toBe(0);
  });

  it('when the password was wrong 5 times, then it locks for 15 minutes, even for the right password', async () => {
    const id = await newInquiry();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await check(id, 'nope')).status);
    expect(statuses).toEqual([403, 403, 403, 403, 423]);
    const { lockedUntil } = await stored(id);
    const minutesLeft = ((lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    const right = await check(id, '1234', 'en');
    expect(right.status).toBe(423);
    expect(right.body.message).toContain('try again in 15 minutes');
    expect((await check(id, '1234')).body.message).toContain('15분 후 다시 시도해주세요');
  });

  it('when the lock has run out, then the right password opens it and a wrong one counts afresh', async () => {
    const id = await newInquiry();
    const past = new Date(Date.now() - 1000);
    const { prisma } = academy.testApp.database;
    await prisma.inquiry.update({
      where: { id },
      data: { failedCheckCount: 5, lockedUntil: past },
    });
    const wrong = await check(id, 'nope');
    expect(wrong.status).toBe(403);
    expect(await stored(id)).toMatchObject({ failedCheckCount: 1, lockedUntil: null });
    await prisma.inquiry.update({
      where: { id },
      data: { failedCheckCount: 5, lockedUntil: past },
    });
    expect((await check(id, '1234')).status).toBe(200);
    expect(await stored(id)).toMatchObject({ failedCheckCount: 0, lockedUntil: null });
  });

  it('when wrong passwords arrive at the same time, then none is lost', async () => {
    const id = await newInquiry();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => check(id, 'nope')));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(4);
    expect(statuses.filter((status) => status === 423)).toHaveLength(2);
    expect((await stored(id)).lockedUntil).not.toBeNull();
  });

  it('when the inquiry does not exist, then 404', async () => {
    const res = await check(999_999, '1234', 'en');
    expect([res.status, res.body.message]).toEqual([404, 'The inquiry could not be found.']);
  });

  it('when the id or password is not valid, then 400 with the rule message', async () => {
    expect((await check(1, '')).body.message).toBe('비밀번호를 입력해주세요.');
    for (const contactId of ['abc', -1, 1.5, 1e20, null, { id: 1 }]) {
      expect((await check(contactId, '1234')).status, String(contactId)).toBe(400);
    }
  });

  it('when one address looks up more than 20 times in 10 minutes, then 429', async () => {
    const sender = guest(academy.testApp.app, 'en');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await callOperation(sender, inquiryOperations.checkInquiry).send({
        contactId: 999_999,
        password: 'x',
      });
    }
    const blocked = await callOperation(sender, inquiryOperations.checkInquiry).send({
      contactId: 1,
      password: 'x',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many inquiry lookups. Please try again in 10 minutes.');
  });
});
