import {
  addDaysToIsoDate,
  alimtalkDate,
  applicationOperations,
  inquiryOperations,
  STAFF_ACCOUNT_MESSAGES,
  staffOperations,
  ZCreateStaffResponse,
  ZStaffRequestAlerts,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, signedInWithOwnPassword } from '../../test/auth-helpers.js';
import { askedToMoveToNextDay } from '../../test/change-requests.js';
import { lastDemoStudentLessonDate } from '../../test/factories/schedule-changes.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { staffIdOf, useStaffDesk, type Agent } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { numberedPhone } from '../../test/factories/members.js';
import { acceptedId } from '../../test/guest-form-checks.js';
import { guest, VALID_INQUIRY, VALID_LESSON_APPLICATION } from '../../test/guest-helpers.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';
import type { TestApp } from '../../test/test-app.js';

let serial = 0;

/** A teacher created by the demo admin, signed in with their own password; a phone unless `null`. */
async function newTeacher(testApp: TestApp, admin: Agent, phoneNumber?: string | null) {
  serial += 1;
  const res = await callOperation(admin, staffOperations.createStaffAccount).send({
    loginId: `alerts.teacher.${serial}`,
    name: `알림선생${serial}`,
    email: `alerts-teacher${serial}@example.com`,
    phoneNumber: phoneNumber === undefined ? numberedPhone('0107100', serial) : phoneNumber,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { teacher, temporaryPassword } = ZCreateStaffResponse.parse(res.body.data);
  const agent = await signedInWithOwnPassword(testApp.app, {
    loginId: teacher.loginId,
    password: temporaryPassword,
  });
  return { id: teacher.id, phone: teacher.phoneNumber, agent };
}

const chooseAlerts = (caller: TCaller, id: number, enabled: unknown) =>
  callOperation(caller, staffOperations.updateStaffRequestAlerts, { params: { id } })
    .set('Accept-Language', 'en')
    .send({ enabled });

const readAlerts = (caller: TCaller, id: number) =>
  callOperation(caller, staffOperations.getStaffRequestAlerts, { params: { id } });

describe('request alerts by 알림톡 with the text channel on (/api/teachers/:id/request-alerts)', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin, student: DEMO.student });
  const prisma = () => academy.testApp.database.prisma;
  const adminId = () => staffIdOf(academy.testApp, DEMO.admin.loginId);

  it('when a staff member turns them on for their own account, then the choice and its time are stored, audited and read back', async () => {
    const teacher = await newTeacher(academy.testApp, academy.staff);
    const before = ZStaffRequestAlerts.parse(
      (await readAlerts(teacher.agent, teacher.id)).body.data,
    );
    expect(before).toEqual({
      enabled: false,
      changedAt: null,
      hasPhone: true,
      textChannelOn: true,
    });

    const res = await chooseAlerts(teacher.agent, teacher.id, true);
    expect([res.status, res.body.message]).toEqual([
      200,
      STAFF_ACCOUNT_MESSAGES.requestAlertsOn.en,
    ]);
    const stored = await prisma().staff.findUniqueOrThrow({ where: { id: teacher.id } });
    expect(stored.requestAlerts).toBe(true);
    expect(res.body.data).toEqual({
      enabled: true,
      changedAt: stored.requestAlertsChangedAt?.toISOString(),
      hasPhone: true,
      textChannelOn: true,
    });
    expect((await readAlerts(teacher.agent, teacher.id)).body.data).toEqual(res.body.data);
    const audit = await prisma().auditLog.findMany({
      where: { action: 'staff.request_alerts', entityId: String(teacher.id) },
    });
    expect(audit.map((row) => [row.staffId, row.details])).toEqual([
      [teacher.id, { enabled: true }],
    ]);

    const off = await chooseAlerts(teacher.agent, teacher.id, false);
    expect([off.status, off.body.data.enabled, off.body.message]).toEqual([
      200,
      false,
      STAFF_ACCOUNT_MESSAGES.requestAlertsOff.en,
    ]);
  });

  it('when an admin sets them for a teacher, or a teacher for the admin, then 403 and nothing changes', async () => {
    const teacher = await newTeacher(academy.testApp, academy.staff);
    const refusal = STAFF_ACCOUNT_MESSAGES.requestAlertsOwnOnly.en;
    expectFailure(
      await chooseAlerts(academy.staff, teacher.id, true),
      403,
      'NOT_OWN_RESOURCE',
      refusal,
    );
    expectFailure(
      await chooseAlerts(teacher.agent, await adminId(), true),
      403,
      'NOT_OWN_RESOURCE',
      refusal,
    );
    const read = await readAlerts(academy.staff, teacher.id).set('Accept-Language', 'en');
    expectFailure(read, 403, 'NOT_OWN_RESOURCE', refusal);
    const rows = await prisma().staff.findMany({
      where: { id: { in: [teacher.id, await adminId()] } },
      select: { requestAlertsChangedAt: true },
    });
    expect(rows.map((row) => row.requestAlertsChangedAt)).toEqual([null, null]);
  });

  it('when an account without a phone turns them on, then 409 NO_PHONE_NUMBER; turning them off is accepted', async () => {
    const teacher = await newTeacher(academy.testApp, academy.staff, null);
    expect((await readAlerts(teacher.agent, teacher.id)).body.data).toMatchObject({
      hasPhone: false,
    });
    expectFailure(
      await chooseAlerts(teacher.agent, teacher.id, true),
      409,
      'NO_PHONE_NUMBER',
      STAFF_ACCOUNT_MESSAGES.requestAlertsNeedPhone.en,
    );
    expect((await chooseAlerts(teacher.agent, teacher.id, false)).status).toBe(200);
  });

  it('when the choice is not a boolean, then 400 in the envelope', async () => {
    const teacher = await newTeacher(academy.testApp, academy.staff);
    for (const enabled of ['yes', null, 1]) {
      const res = await chooseAlerts(teacher.agent, teacher.id, enabled);
      expect([res.status, res.body.success, res.body.code]).toEqual([
        400,
        false,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('when a guest applies for lessons, then the staff member who opted in with a phone gets the 알림톡, the one who did not gets none, and both the app notice', async () => {
    const optedIn = await newTeacher(academy.testApp, academy.staff);
    const notOptedIn = await newTeacher(academy.testApp, academy.staff);
    expect((await chooseAlerts(optedIn.agent, optedIn.id, true)).status).toBe(200);
    // Opted in, then the phone removed: nothing to send to.
    const phoneless = await newTeacher(academy.testApp, academy.staff);
    expect((await chooseAlerts(phoneless.agent, phoneless.id, true)).status).toBe(200);
    await prisma().staff.update({ where: { id: phoneless.id }, data: { phoneNumber: null } });

    const id = acceptedId(
      await callOperation(
        guest(academy.testApp.app, 'ko'),
        applicationOperations.applyForLesson,
      ).send({ ...VALID_LESSON_APPLICATION, phoneNumber: '01033337777' }),
      '정규수업 신청이 완료되었습니다',
    );
    const { texts, mails } = await messagesKeyed(
      academy.testApp,
      `staff_alert:lesson_request:${id}:`,
    );
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      dedupeKey: `staff_alert:lesson_request:${id}:staff:${optedIn.id}`,
      memberId: null,
      phone: optedIn.phone,
      kind: 'staffLessonApplication',
      language: 'ko',
      templateCode: 'STAFF_LESSON_NEW_KO',
      variables: {
        academy: '드럼 아카데미',
        applicant: VALID_LESSON_APPLICATION.name,
        applicationId: String(id),
      },
    });
    expect(texts[0]?.text).toContain(`- 신청자: ${VALID_LESSON_APPLICATION.name}`);
    const notices = await prisma().staffNotification.findMany({
      where: { category: 'lesson_request', relatedId: id },
      select: { staffId: true },
    });
    expect(notices.map((notice) => notice.staffId)).toEqual(
      expect.arrayContaining([optedIn.id, notOptedIn.id, phoneless.id]),
    );
  });

  it('when a guest posts an inquiry, then the opted-in staff member gets STAFF_INQUIRY_NEW_KO with its nickname and subject, and every account the app notice', async () => {
    const optedIn = await newTeacher(academy.testApp, academy.staff);
    expect((await chooseAlerts(optedIn.agent, optedIn.id, true)).status).toBe(200);
    const res = await callOperation(
      guest(academy.testApp.app, 'ko'),
      inquiryOperations.submitInquiry,
    ).send(VALID_INQUIRY);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id: number = res.body.data.contactId;
    const { texts } = await messagesKeyed(academy.testApp, `staff_alert:inquiry_received:${id}:`);
    // The earlier tests' opted-in teachers hear too: this one's message is among them.
    expect(texts.find((row) => row.phone === optedIn.phone)).toMatchObject({
      dedupeKey: `staff_alert:inquiry_received:${id}:staff:${optedIn.id}`,
      templateCode: 'STAFF_INQUIRY_NEW_KO',
      variables: {
        academy: '드럼 아카데미',
        nickname: VALID_INQUIRY.nickname,
        subject: VALID_INQUIRY.subject,
      },
    });
    const optedInIds = await prisma().staff.findMany({
      where: { requestAlerts: true, phoneNumber: { not: null } },
      select: { id: true },
    });
    expect(texts.map((row) => row.dedupeKey).sort()).toEqual(
      optedInIds.map((staff) => `staff_alert:inquiry_received:${id}:staff:${staff.id}`).sort(),
    );
    expect(
      await prisma().staffNotification.count({
        where: { category: 'inquiry_received', relatedId: id },
      }),
    ).toBe(await prisma().staff.count());
  });

  it('when a member asks to move a lesson, then the opted-in staff member gets STAFF_RESCHEDULE_KO with the member, the lesson’s day and the day and hours asked for, kept as a text about the member', async () => {
    const optedIn = await newTeacher(academy.testApp, academy.staff);
    expect((await chooseAlerts(optedIn.agent, optedIn.id, true)).status).toBe(200);
    const target = lastDemoStudentLessonDate();
    const { id } = await askedToMoveToNextDay(academy.student, target, '15:00');
    const { texts } = await messagesKeyed(
      academy.testApp,
      `staff_alert:modification_request:${id}:staff:${optedIn.id}`,
    );
    expect(texts).toHaveLength(1);
    const student = await prisma().member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    expect(texts[0]).toMatchObject({
      kind: 'staffScheduleChange',
      templateCode: 'STAFF_RESCHEDULE_KO',
      phone: optedIn.phone,
      // About the member: cleared with their texts when they leave.
      memberId: student.id,
      variables: {
        academy: '드럼 아카데미',
        member: '김민준',
        oldDate: alimtalkDate(target, 'ko'),
        newDate: alimtalkDate(addDaysToIsoDate(target, 1), 'ko'),
        newTime: '15:00-16:00',
      },
    });
  });

  it('when 20 calls turn them on at once, then each is answered 200 and the account ends on, once stamped per call', async () => {
    const teacher = await newTeacher(academy.testApp, academy.staff);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => chooseAlerts(teacher.agent, teacher.id, true)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const stored = await prisma().staff.findUniqueOrThrow({ where: { id: teacher.id } });
    expect(stored.requestAlerts).toBe(true);
    expect(
      await prisma().auditLog.count({
        where: { action: 'staff.request_alerts', entityId: String(teacher.id) },
      }),
    ).toBe(20);
  });
});

describe('request alerts with the text channel off', () => {
  const academy = useStaffDesk();

  it('when a staff member turns them on, then 409 TEXT_CHANNEL_OFF; off is accepted and the screen is told the channel is off', async () => {
    expectFailure(
      await chooseAlerts(academy.staff, academy.adminId, true),
      409,
      'TEXT_CHANNEL_OFF',
      STAFF_ACCOUNT_MESSAGES.requestAlertsChannelOff.en,
    );
    const off = await chooseAlerts(academy.staff, academy.adminId, false);
    expect([off.status, off.body.data.enabled, off.body.data.textChannelOn]).toEqual([
      200,
      false,
      false,
    ]);
  });
});
