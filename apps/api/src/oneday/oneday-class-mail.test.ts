import { describe, expect, it } from 'vitest';
import { onedayOperations, sentenceDateTime } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { guest, VALID_ONEDAY_APPLICATION } from '../../test/guest-helpers.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { callOperation } from '../../test/call-operation.js';
import { ordinaryDayFromToday } from '../../test/seoul-days.js';

describe('a one-day class date or cancellation is e-mailed to the guest in the page’s language', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin }, createTestAppWithMail);
  const day = ordinaryDayFromToday(45);
  let nextHour = 0;

  /** A guest's application from the page in `language`, with the given address. */
  async function applyAs(language: 'ko' | 'en', email: string) {
    const res = await callOperation(
      guest(academy.testApp.app, language),
      onedayOperations.applyForOneday,
    ).send({ ...VALID_ONEDAY_APPLICATION, email });
    expect(res.status).toBe(201);
    return res.body.data.requestId as number;
  }
  const patch = (id: number, body: object) =>
    callOperation(academy.staff, onedayOperations.updateOnedayStatus, { params: { id } }).send(
      body,
    );
  /** A class hour on `day` (UTC 01:00 onwards, 10:00 onwards in Seoul), a new one each call. */
  const nextClassAt = () => `${day}T${String(1 + nextHour++).padStart(2, '0')}:00:00.000Z`;
  const mailsTo = async (address: string) => {
    await academy.testApp.outbox.settled();
    return academy.testApp.smtp.messages.filter((mail) => mail.to.includes(address));
  };

  it('when the guest applied on the English page, then the stored language is English and the class date mail is in English', async () => {
    const id = await applyAs('en', 'oneday.en@example.com');
    const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
      where: { id },
    });
    expect(stored.language).toBe('en');
    const scheduledAt = nextClassAt();
    expect((await patch(id, { status: 'scheduled', scheduledAt })).status).toBe(200);
    const [mail] = await mailsTo('oneday.en@example.com');
    expect(mail?.subject).toBe('[Drum Academy] Your one-day class is scheduled');
    expect(mail?.text).toContain(
      `Your one-day drum class is scheduled for ${sentenceDateTime(day, '10:00', 'en')} (Korea time).`,
    );
  });

  it('when the guest applied on the Korean page, then the date and the cancellation mails are in Korean', async () => {
    const id = await applyAs('ko', 'oneday.ko@example.com');
    expect((await patch(id, { status: 'scheduled', scheduledAt: nextClassAt() })).status).toBe(200);
    expect((await patch(id, { status: 'cancelled' })).status).toBe(200);
    const [scheduled, cancelled] = await mailsTo('oneday.ko@example.com');
    expect(scheduled?.subject).toBe('[드럼 아카데미] 원데이 클래스 일정이 확정되었습니다');
    expect(scheduled?.text).toContain(
      `원데이 드럼 클래스 일정이 ${sentenceDateTime(day, '11:00', 'ko')}(으)로 확정되었습니다.`,
    );
    expect(cancelled?.subject).toBe('[드럼 아카데미] 원데이 클래스가 취소되었습니다');
  });

  it('when a status change concerns no date (contacted), then no mail; without an address, none either', async () => {
    const contacted = await applyAs('ko', 'oneday.contacted@example.com');
    expect((await patch(contacted, { status: 'contacted' })).status).toBe(200);
    expect(await mailsTo('oneday.contacted@example.com')).toEqual([]);
    const before = await academy.testApp.database.prisma.mailOutbox.count();
    const anonymous = await applyAs('ko', '');
    expect((await patch(anonymous, { status: 'cancelled' })).status).toBe(200);
    expect(await academy.testApp.database.prisma.mailOutbox.count()).toBe(before);
  });

  it('when the change is refused, then no mail is queued', async () => {
    const id = await applyAs('ko', 'oneday.refused@example.com');
    expect((await patch(id, { status: 'cancelled' })).status).toBe(200);
    expect((await patch(id, { status: 'cancelled' })).status).toBe(409);
    expect(await mailsTo('oneday.refused@example.com')).toHaveLength(1);
  });
});
