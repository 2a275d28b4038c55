import { alimtalkDate, FEEDBACK_MESSAGES, onedayOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { ordinaryDayFromToday } from '../../test/seoul-days.js';
import { useTestApp } from '../../test/demo-academy.js';
import { acceptedId } from '../../test/guest-form-checks.js';
import { childApplication, guest, VALID_ONEDAY_APPLICATION } from '../../test/guest-helpers.js';
import { messagesKeyed, onlyTextMessage, useTextChannelAcademy } from '../../test/text-channel.js';
import type { TestApp } from '../../test/test-app.js';

const apply = (testApp: TestApp, body: object, language: 'ko' | 'en') =>
  callOperation(guest(testApp.app, language), onedayOperations.applyForOneday).send(body);
const appliedId = (res: Awaited<ReturnType<typeof apply>>, language: 'ko' | 'en') =>
  acceptedId(res, FEEDBACK_MESSAGES.onedayApplied[language]);

describe('a one-day class with the text channel on: receipt and confirmation by 알림톡', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const day = ordinaryDayFromToday(45);

  it('when a guest applies on the Korean page, then the receipt ONEDAY_APPLIED_KO goes to the phone of the form with the reference number, and no mail', async () => {
    const { testApp } = academy;
    const id = appliedId(await apply(testApp, VALID_ONEDAY_APPLICATION, 'ko'), 'ko');
    expect(await onlyTextMessage(testApp, `oneday_application:${id}:`)).toMatchObject({
      dedupeKey: `oneday_application:${id}:received`,
      memberId: null,
      phone: VALID_ONEDAY_APPLICATION.phoneNumber,
      kind: 'onedayApplicationReceived',
      language: 'ko',
      templateCode: 'ONEDAY_APPLIED_KO',
      status: 'sent',
      variables: { academy: '드럼 아카데미', name: '이원데이', applicationId: String(id) },
    });
  });

  it('when a guest applies on the English page, then the receipt is ONEDAY_APPLIED_EN', async () => {
    const { testApp } = academy;
    const body = { ...VALID_ONEDAY_APPLICATION, phoneNumber: '01094000001' };
    const id = appliedId(await apply(testApp, body, 'en'), 'en');
    const { texts } = await messagesKeyed(testApp, `oneday_application:${id}:`);
    expect(
      texts.map(({ templateCode, language, phone }) => [templateCode, language, phone]),
    ).toEqual([['ONEDAY_APPLIED_EN', 'en', '01094000001']]);
  });

  it("when a guardian applies for a child, then the receipt goes to the guardian's phone, naming the child", async () => {
    const { testApp } = academy;
    const guardian = {
      name: '원데이보호자',
      phoneNumber: '01094000002',
      email: 'oneday-parent@example.com',
      relationship: 'father' as const,
    };
    const body = childApplication(
      VALID_ONEDAY_APPLICATION,
      { name: '원데이어린이', years: 9 },
      guardian,
    );
    const id = appliedId(await apply(testApp, body, 'ko'), 'ko');
    const { texts } = await messagesKeyed(testApp, `oneday_application:${id}:`);
    expect(texts.map(({ phone, variables }) => [phone, variables])).toEqual([
      [
        guardian.phoneNumber,
        { academy: '드럼 아카데미', name: '원데이어린이', applicationId: String(id) },
      ],
    ]);
  });

  it('when staff confirm the date and time, then the guest gets ONEDAY_CONFIRMED_KO with the day and hours instead of the mail; a cancellation has no template and is mailed', async () => {
    const { testApp } = academy;
    const body = { ...VALID_ONEDAY_APPLICATION, phoneNumber: '01094000003' };
    const id = appliedId(await apply(testApp, body, 'ko'), 'ko');
    const patch = (update: object) =>
      callOperation(academy.staff, onedayOperations.updateOnedayStatus, {
        params: { id },
      }).send(update);
    const scheduledAt = `${day}T05:00:00.000Z`;
    expect((await patch({ status: 'scheduled', scheduledAt })).status).toBe(200);
    expect((await patch({ status: 'cancelled' })).status).toBe(200);
    const { texts, mails } = await messagesKeyed(testApp, `oneday_application:${id}:`);
    expect(texts.map(({ dedupeKey }) => dedupeKey)).toEqual([
      `oneday_application:${id}:received`,
      `oneday_application:${id}:scheduled:${new Date(scheduledAt).toISOString()}`,
    ]);
    expect(texts[1]).toMatchObject({
      phone: '01094000003',
      kind: 'onedayClassConfirmed',
      templateCode: 'ONEDAY_CONFIRMED_KO',
      variables: {
        academy: '드럼 아카데미',
        name: '이원데이',
        date: alimtalkDate(day, 'ko'),
        time: '14:00-15:00',
      },
    });
    expect(mails.map(({ dedupeKey, recipient }) => [dedupeKey, recipient])).toEqual([
      [`oneday_application:${id}:cancelled`, VALID_ONEDAY_APPLICATION.email],
    ]);
  });
});

describe('a one-day class application with the text channel off', () => {
  const app = useTestApp({ seed: true });

  it('when a guest applies, then nothing is queued for them, by text or by mail, as before', async () => {
    const { testApp } = app;
    expect(testApp.textMessages).toBeNull();
    const id = appliedId(await apply(testApp, VALID_ONEDAY_APPLICATION, 'ko'), 'ko');
    const { texts, mails } = await messagesKeyed(testApp, `oneday_application:${id}:`);
    expect([texts, mails]).toEqual([[], []]);
  });
});
