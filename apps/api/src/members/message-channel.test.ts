import { ACTING_FOR_HEADER, memberOperations } from '@academy/contracts';
import type { TSolapiDouble } from '@academy/provider-doubles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy, useTestApp } from '../../test/demo-academy.js';
import { addMember, addSignedInMember } from '../../test/factories/members.js';
import { guest } from '../../test/guest-helpers.js';
import { solapiEnvOf, startAcademySolapiDouble } from '../../test/solapi-double.js';
import { createTestApp } from '../../test/test-app.js';

describe('a member chooses 알림톡, e-mail or SMS (/api/users/me/message-channel)', () => {
  const app = useTestApp({ seed: true });
  let member: Awaited<ReturnType<typeof addSignedInMember>>;
  beforeAll(async () => {
    member = await addSignedInMember(app.testApp, { name: '채널선택', phone: '01077001001' });
  });
  const stored = () =>
    app.testApp.database.prisma.member.findUniqueOrThrow({
      where: { id: member.member.id },
      select: { messageChannel: true, messageChannelChosenAt: true },
    });

  it('when a member never chose, then 알림톡 applies, with no time, and the text channel is off here', async () => {
    const res = await callOperation(member.agent, memberOperations.getMessageChannel);
    expect([res.status, res.body.data]).toEqual([
      200,
      { channel: 'alimtalk', chosenAt: null, textChannelOn: false },
    ]);
  });

  it('when the member chooses e-mail, then the choice and its time are stored and answered, and read back', async () => {
    const before = Date.now();
    const res = await callOperation(member.agent, memberOperations.updateMessageChannel)
      .set('Accept-Language', 'en')
      .send({ channel: 'email' });
    expect([res.status, res.body.message]).toEqual([200, 'We will now reach you by e-mail.']);
    const row = await stored();
    expect(row.messageChannel).toBe('email');
    expect(row.messageChannelChosenAt?.getTime()).toBeGreaterThanOrEqual(before);
    const chosenAt = row.messageChannelChosenAt?.toISOString();
    expect(res.body.data).toEqual({ channel: 'email', chosenAt, textChannelOn: false });
    const read = await callOperation(member.agent, memberOperations.getMessageChannel);
    expect(read.body.data).toEqual({ channel: 'email', chosenAt, textChannelOn: false });
  });

  it('when the member chooses text messages (SMS), then the choice is stored and answered in their words', async () => {
    const res = await callOperation(member.agent, memberOperations.updateMessageChannel).send({
      channel: 'sms',
    });
    expect([res.status, res.body.message, res.body.data.channel]).toEqual([
      200,
      '이제 문자(SMS)로 알려드립니다.',
      'sms',
    ]);
    expect((await stored()).messageChannel).toBe('sms');
  });

  it('when the channel is not one of the three, or missing, then 400 with a clear message and nothing changes', async () => {
    const before = await stored();
    for (const body of [{ channel: 'mms' }, {}, { channel: 'email'.repeat(1000) }]) {
      const res = await callOperation(member.agent, memberOperations.updateMessageChannel).send(
        body,
      );
      expect([res.status, res.body.code, res.body.data?.issues]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'channel', message: '입력값이 올바르지 않습니다.' }],
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('when a guest asks, then 401 (the authorization matrix refuses the change too)', async () => {
    const read = await callOperation(guest(app.testApp.app), memberOperations.getMessageChannel);
    expect(read.status).toBe(401);
  });

  it("when a guardian chooses while looking after their child, then the guardian's own choice changes, not the child's", async () => {
    const guardian = await addSignedInMember(app.testApp, {
      name: '채널보호자',
      phone: '01077001002',
    });
    const child = await addMember(app.testApp.database.prisma, {
      name: '채널아이',
      phone: '01077001003',
    });
    await app.testApp.database.prisma.member.update({
      where: { id: child.id },
      data: { guardianId: guardian.member.id, guardianRelation: 'mother' },
    });
    const res = await callOperation(guardian.agent, memberOperations.updateMessageChannel)
      .set(ACTING_FOR_HEADER, String(child.id))
      .send({ channel: 'email' });
    expect(res.status).toBe(200);
    const channelOf = async (id: number) =>
      (
        await app.testApp.database.prisma.member.findUniqueOrThrow({
          where: { id },
          select: { messageChannel: true },
        })
      ).messageChannel;
    expect([await channelOf(guardian.member.id), await channelOf(child.id)]).toEqual([
      'email',
      'alimtalk',
    ]);
  });
});

describe('the message channel with the text channel on', () => {
  let double: TSolapiDouble;
  const academy = useDemoAcademy({}, async () => {
    double = await startAcademySolapiDouble();
    return createTestApp({ seed: true, env: solapiEnvOf(double) });
  });
  afterAll(() => double.close());

  it('when a member asks, then the answer says the text channel is on, so the screen offers the choice', async () => {
    const { agent } = await addSignedInMember(academy.testApp, {
      name: '채널켜짐',
      phone: '01077001004',
    });
    const res = await callOperation(agent, memberOperations.getMessageChannel);
    expect(res.body.data).toMatchObject({ channel: 'alimtalk', textChannelOn: true });
  });
});
