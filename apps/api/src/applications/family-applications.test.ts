import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationOperations,
  CHILD_CONSENT,
  onedayOperations,
  tuitionOperations,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { numberedPhone } from '../../test/factories/members.js';
import {
  birthDateAged,
  childApplication,
  guest,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../../test/guest-helpers.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { approveLessonApplication } from '../../test/factories/lesson-applications.js';

/** A child of ten, a teenager of sixteen and their parent, each test's family its own. */
let nextFamily = 1;
function family() {
  const n = nextFamily++;
  const guardian = {
    name: `보호자${n}`,
    phoneNumber: numberedPhone('0106600', n),
    email: `parent${n}@example.com`,
    relationship: 'mother' as const,
  };
  const child = (name: string, years: number) =>
    childApplication(VALID_LESSON_APPLICATION, { name, years }, guardian);
  return { guardian, child };
}

describe('applications for a child', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin }, () =>
    createTestAppWithMail({ seed: true }),
  );
  let teacherId: number;
  beforeAll(async () => {
    teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });
  const prisma = () => academy.testApp.database.prisma;

  const apply = (body: object, language: 'ko' | 'en' = 'ko') =>
    callOperation(guest(academy.testApp.app, language), applicationOperations.applyForLesson).send(
      body,
    );
  const approve = (id: number, hour: number) =>
    approveLessonApplication(academy.staff, id, {
      teacherId,
      lessonDayOfWeek: 'Thursday',
      lessonStartTime: `${String(hour).padStart(2, '0')}:00`,
      lessonEndTime: `${String(hour + 1).padStart(2, '0')}:00`,
      monthlyFee: 150_000,
      isForeigner: false,
    });
  const setSiblingDiscount = (body: object) =>
    callOperation(academy.staff, tuitionOperations.setSiblingDiscount).send(body);
  /** The first dues of `memberIds`, by member id. */
  const firstDuesOf = (memberIds: number[]) =>
    prisma().tuitionDue.findMany({
      where: { memberId: { in: memberIds } },
      orderBy: { memberId: 'asc' },
      select: { memberId: true, price: true, siblingDiscount: true, amount: true },
    });
  const issuesOf = (body: { data: { issues?: { path: string; message: string }[] } | null }) =>
    body.data?.issues?.map(({ path, message }) => [path, message]);

  describe('applying', () => {
    it('when a parent applies for a child under 14 with consent, then the guardian and the consent (time, version, purposes) are stored', async () => {
      const { child, guardian } = family();
      const before = new Date();
      const res = await apply(child('김하준', 10));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = await prisma().lessonApplication.findUniqueOrThrow({
        where: { id: res.body.data.requestId },
        include: { consent: true },
      });
      expect(stored).toMatchObject({
        applicant: 'child',
        name: '김하준',
        phoneNumber: null,
        email: null,
        guardianName: guardian.name,
        guardianPhone: guardian.phoneNumber,
        guardianEmail: guardian.email,
        guardianRelation: 'mother',
      });
      expect(stored.consent).toMatchObject({
        guardianName: guardian.name,
        textVersion: CHILD_CONSENT.version,
        purposes: CHILD_CONSENT.purposes.map((purpose) => purpose.key),
      });
      expect(stored.consent?.consentedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    });

    it('when the consent is missing for a child under 14, then 400 names it and nothing is stored', async () => {
      const { child } = family();
      const count = await prisma().lessonApplication.count();
      const res = await apply({ ...child('김하준', 10), consent: undefined });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.childConsentRequired.ko);
      expect(issuesOf(res.body)).toEqual([
        ['consent', VALIDATION_MESSAGES.childConsentRequired.ko],
      ]);
      expect(await prisma().lessonApplication.count()).toBe(count);
    });

    it('when the consent is to an older text or not given, then 400 in the page language', async () => {
      const { child } = family();
      const old = await apply(
        { ...child('김하준', 10), consent: { agreed: true, version: '2020-01-01' } },
        'en',
      );
      expect([old.status, old.body.message]).toEqual([
        400,
        VALIDATION_MESSAGES.childConsentVersion.en,
      ]);
      const refused = await apply({
        ...child('김하준', 10),
        consent: { agreed: false, version: CHILD_CONSENT.version },
      });
      expect([refused.status, refused.body.message]).toEqual([
        400,
        VALIDATION_MESSAGES.childConsentRequired.ko,
      ]);
    });

    it('when a child of 14 or more is applied for without consent, then it is taken', async () => {
      const { child } = family();
      const res = await apply({ ...child('김서윤', 16), consent: undefined });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = await prisma().lessonApplication.findUniqueOrThrow({
        where: { id: res.body.data.requestId },
        include: { consent: true },
      });
      expect(stored.consent).toBeNull();
    });

    it('when a child under 14 applies for themselves with the plain payload, then 400 asks for a guardian', async () => {
      const res = await apply({ ...VALID_LESSON_APPLICATION, birthDate: birthDateAged(10) });
      expect(res.status).toBe(400);
      expect(issuesOf(res.body)).toEqual([
        ['applicant', VALIDATION_MESSAGES.underConsentAgeSelf.ko],
      ]);
    });

    it('when the guardian is missing or incomplete, then 400 names each field', async () => {
      const { child, guardian } = family();
      const none = await apply({ ...child('김하준', 10), guardian: undefined });
      expect(issuesOf(none.body)).toEqual([['guardian', VALIDATION_MESSAGES.guardianRequired.ko]]);
      const partial = await apply({
        ...child('김하준', 10),
        guardian: { ...guardian, phoneNumber: '123', relationship: 'uncle' },
      });
      expect(partial.status).toBe(400);
      expect(issuesOf(partial.body)?.map(([path]) => path)).toEqual([
        'guardian.phoneNumber',
        'guardian.relationship',
      ]);
    });

    it('when an adult applies for themselves without a phone, then the phone is still required', async () => {
      const res = await apply({ ...VALID_LESSON_APPLICATION, phoneNumber: undefined });
      expect(res.status).toBe(400);
      expect(issuesOf(res.body)).toEqual([['phoneNumber', VALIDATION_MESSAGES.phoneRequired.ko]]);
    });

    it('when staff list applications, then a child’s shows the age, the guardian and the consent time', async () => {
      const { child, guardian } = family();
      const { body } = await apply(child('김하준', 10));
      const list = await callOperation(
        academy.staff,
        applicationOperations.listLessonApplications,
      ).query({ limit: 50 });
      const item = list.body.data.requests.find(
        (row: { requestId: number }) => row.requestId === body.data.requestId,
      );
      expect(item).toMatchObject({
        applicant: 'child',
        age: 10,
        phoneNumber: null,
        guardian: { ...guardian, relationship: 'mother' },
      });
      expect(item.consentedAt).toEqual(expect.any(String));
    });

    it('when a parent applies for a child’s one-day class, then the guardian is kept and staff see them', async () => {
      const { guardian } = family();
      const res = await callOperation(
        guest(academy.testApp.app),
        onedayOperations.applyForOneday,
      ).send(childApplication(VALID_ONEDAY_APPLICATION, { name: '박도윤', years: 9 }, guardian));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const list = await callOperation(academy.staff, onedayOperations.listOnedayRequests).query({
        limit: 50,
      });
      const item = list.body.data.requests.find(
        (row: { requestId: number }) => row.requestId === res.body.data.requestId,
      );
      expect(item).toMatchObject({ applicant: 'child', age: 9, guardian: { name: guardian.name } });
    });
  });

  describe('approving', () => {
    it('when a child’s application is approved, then the child has no login, the guardian gets an account and the mail, and signs in', async () => {
      const { child, guardian } = family();
      const { body } = await apply(child('김하준', 10));
      const res = await approve(body.data.requestId, 9);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({
        studentName: '김하준',
        loginId: `s${guardian.phoneNumber}`,
        guardian: { name: guardian.name, created: true },
      });
      expect(data.temporaryPassword).toMatch(/^[A-Za-z0-9]{10}$/);
      const kid = await prisma().member.findUniqueOrThrow({ where: { id: data.userId } });
      expect(kid).toMatchObject({
        loginId: null,
        passwordHash: null,
        email: null,
        phoneNumber: null,
        guardianId: data.guardian.userId,
        guardianRelation: 'mother',
        takesLessons: true,
      });
      const parent = await prisma().member.findUniqueOrThrow({
        where: { id: data.guardian.userId },
      });
      expect(parent).toMatchObject({
        email: guardian.email,
        phoneNumber: guardian.phoneNumber,
        takesLessons: false,
        mustChangePassword: true,
      });
      const consent = await prisma().consent.findUniqueOrThrow({
        where: { lessonApplicationId: body.data.requestId },
      });
      expect(consent.memberId).toBe(kid.id);

      // The child has no address: the approval and the first due are mailed to the guardian.
      await academy.testApp.outbox.settled();
      const mails = academy.testApp.smtp.messages.filter((mail) =>
        mail.to.includes(guardian.email),
      );
      expect(mails.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('정규수업'),
          expect.stringContaining('수강료'),
        ]),
      );
      for (const mail of mails) expect(mail.text).toContain('김하준 학생에 관한 안내입니다.');

      const signedIn = await signedInAgent(academy.testApp.app, {
        loginId: data.loginId,
        password: data.temporaryPassword,
      });
      expect(signedIn).toBeDefined();
    });

    it('when a second child of the same guardian is approved, then they join the family and no new password is made', async () => {
      const { child } = family();
      const first = await apply(child('이지우', 10));
      const second = await apply(child('이지호', 8));
      const one = await approve(first.body.data.requestId, 11);
      const two = await approve(second.body.data.requestId, 12);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(two.body.data).toMatchObject({
        temporaryPassword: null,
        loginId: one.body.data.loginId,
        guardian: { userId: one.body.data.guardian.userId, created: false },
      });
      // The guardian's mail about the second child says to use the family's own password.
      await academy.testApp.outbox.settled();
      const secondMail = academy.testApp.smtp.messages.find(
        (mail) =>
          mail.text.includes('이지호 학생에 관한 안내입니다.') && mail.subject.includes('승인'),
      );
      expect(secondMail?.text).toContain(
        '이미 사용 중인 가족 계정과 비밀번호로 로그인하시면 됩니다.',
      );
      expect(secondMail?.text).not.toContain('임시 비밀번호');
      const children = await prisma().member.findMany({
        where: { guardianId: one.body.data.guardian.userId },
        orderBy: { id: 'asc' },
      });
      expect(children.map((kid) => kid.name)).toEqual(['이지우', '이지호']);
    });

    it('when the guardian’s e-mail is a staff account’s, then the approval is refused', async () => {
      const { child, guardian } = family();
      const { body } = await apply({
        ...child('최유나', 10),
        guardian: { ...guardian, email: 'admin@drumacademy.kr' },
      });
      const staffEmail = (await prisma().staff.findFirstOrThrow()).email;
      await prisma().lessonApplication.update({
        where: { id: body.data.requestId },
        data: { guardianEmail: staffEmail.toUpperCase() },
      });
      const res = await approve(body.data.requestId, 13);
      expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.lessonEmailInUse.ko]);
      const stored = await prisma().lessonApplication.findUniqueOrThrow({
        where: { id: body.data.requestId },
      });
      expect(stored.status).toBe('pending');
    });

    it('when the monthly dues are issued, then the guardian’s own account gets none', async () => {
      const { child } = family();
      const { body } = await apply(child('정민서', 10));
      const res = await approve(body.data.requestId, 14);
      const dues = await prisma().tuitionDue.count({
        where: { memberId: res.body.data.guardian.userId },
      });
      expect(dues).toBe(0);
      const childDues = await prisma().tuitionDue.count({
        where: { memberId: res.body.data.userId },
      });
      expect(childDues).toBe(1);
    });
  });

  describe('with a sibling discount', () => {
    it('when a second child of a guardian is approved, then their first due carries the discount and the first child’s does not', async () => {
      expect((await setSiblingDiscount({ kind: 'amount', value: 10_000 })).status).toBe(200);
      try {
        const { child } = family();
        const first = await apply(child('윤첫째', 10));
        const second = await apply(child('윤둘째', 8));
        const preview = async (id: number) =>
          (
            await callOperation(academy.staff, applicationOperations.previewFirstDue, {
              params: { id },
              query: 'lessonDayOfWeek=Thursday&lessonStartTime=07:00&monthlyFee=150000',
            })
          ).body.data;
        // Before the first child is a member, the second is nobody's second child yet.
        expect(await preview(second.body.data.requestId)).toMatchObject({ siblingDiscount: 0 });
        const one = await approve(first.body.data.requestId, 6);
        const previewed = await preview(second.body.data.requestId);
        expect(previewed).toMatchObject({
          siblingDiscount: 10_000,
          amount: previewed.price - 10_000,
        });
        const two = await approve(second.body.data.requestId, 7);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        const dues = await firstDuesOf([one.body.data.userId, two.body.data.userId]);
        expect(dues.map(({ memberId: _id, ...due }) => due)).toEqual([
          { siblingDiscount: 0, price: dues[0]?.price, amount: dues[0]?.price },
          {
            siblingDiscount: 10_000,
            price: dues[1]?.price,
            amount: (dues[1]?.price ?? 0) - 10_000,
          },
        ]);
      } finally {
        await setSiblingDiscount({ kind: 'none', value: 0 });
      }
    });
  });

  // Simultaneous approvals only race on a server with many connections.
  describe.skipIf(!testDatabaseServerUrl)('under simultaneous approvals', () => {
    /** Children of one new guardian (aged 9) apply, then all are approved at once from `hour`. */
    const approveSiblingsAtOnce = async (names: string[], hour: number) => {
      const { child } = family();
      const applied = await Promise.all(names.map((name) => apply(child(name, 9))));
      return Promise.all(applied.map((res, i) => approve(res.body.data.requestId, hour + i)));
    };

    it('when two children of one guardian are approved at once, then they make one family', async () => {
      const results = await approveSiblingsAtOnce(['한별', '한솔', '한결'], 15);
      expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
      const guardians = new Set(results.map((res) => res.body.data.guardian.userId));
      expect(guardians.size).toBe(1);
      const created = results.filter((res) => res.body.data.guardian.created);
      expect(created).toHaveLength(1);
      const [guardianId] = [...guardians];
      expect(await prisma().member.count({ where: { guardianId } })).toBe(3);
    });

    it('when three children of one guardian are approved at once with a sibling discount, then only the first child’s due is whole', async () => {
      expect((await setSiblingDiscount({ kind: 'percent', value: 10 })).status).toBe(200);
      try {
        const results = await approveSiblingsAtOnce(['세별', '세솔', '세결'], 20);
        expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
        const dues = await firstDuesOf(results.map((res) => res.body.data.userId as number));
        const discounts = dues.map((due) => due.siblingDiscount > 0);
        // Member ids order the children: the first joined pays the whole price.
        expect(discounts).toEqual([false, true, true]);
        for (const due of dues.slice(1)) {
          expect(due.siblingDiscount).toBe(Math.floor((2 * due.price * 10 + 100) / 200));
        }
      } finally {
        await setSiblingDiscount({ kind: 'none', value: 0 });
      }
    });
  });
});
