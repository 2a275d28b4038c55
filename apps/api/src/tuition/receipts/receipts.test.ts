import request from 'supertest';
import { ACADEMY_DETAILS_INPUT } from '@academy/contracts/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  groupThousands,
  RECEIPT_DOWNLOAD_LIMITS,
  RECEIPT_MESSAGES,
  RECEIPT_VALIDATION_MESSAGES,
  receiptOperations,
  toAcademyIsoDate,
  ZReceipt,
} from '@academy/contracts';
import { callOperation, type TCaller } from '../../../test/call-operation.js';
import { expectFailure } from '../../../test/envelopes.js';
import { expectStaffOnly, UNKNOWN_ID } from '../../../test/refusals.js';
import { staffIdOf, useDemoAcademy, type Agent } from '../../../test/demo-academy.js';
import { createTestApp } from '../../../test/test-app.js';
import { addChildOf, addSignedInMember } from '../../../test/factories/members.js';
import { signedInOtherTeacher } from '../../../test/factories/teacher-schedule.js';
import { pdfOf, pdfText } from '../../../test/pdf-text.js';
import { DEMO } from '../../../test/auth-helpers.js';
import { fromIsoDate } from '../../lib/iso-date.js';
import { expectSimultaneousSavesChained } from '../tuition-test-helpers.js';

const DETAILS = ACADEMY_DETAILS_INPUT;

const THIS_YEAR = Number(toAcademyIsoDate(new Date()).slice(0, 4));

describe('receipts and tuition payment certificates', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, member: DEMO.student, other: DEMO.foreign });
  const prisma = () => academy.testApp.database.prisma;
  let teacher: Agent;
  let guardian: Awaited<ReturnType<typeof addSignedInMember>>;
  let childId: number;
  let childDueId: number;
  let paidDue: { id: number; amount: number; month: string; paidAt: Date | null };
  let unpaidDueId: number;

  const setDetails = (body: object, caller: TCaller = academy.staff) =>
    callOperation(caller, receiptOperations.setAcademyDetails).send(body);
  const myReceipt = (caller: TCaller, id: number | string) =>
    callOperation(caller, receiptOperations.getMyReceipt, { params: { id } });
  const myReceiptPdf = (caller: TCaller, id: number | string) =>
    callOperation(caller, receiptOperations.downloadMyReceipt, { params: { id } });
  const myCertificate = (caller: TCaller, year: number | string) =>
    callOperation(caller, receiptOperations.downloadMyCertificate, { query: { year } });
  const memberCertificate = (caller: TCaller, id: number | string, year: number | string) =>
    callOperation(caller, receiptOperations.downloadMemberCertificate, {
      params: { id },
      query: { year },
    });

  beforeAll(async () => {
    teacher = (await signedInOtherTeacher(academy.testApp.app, prisma())).agent;
    const dues = await prisma().tuitionDue.findMany({
      where: { member: { loginId: DEMO.student.loginId } },
      orderBy: { month: 'asc' },
    });
    const paid = dues.find((due) => due.paidAt !== null);
    if (!paid) throw new Error('the demo student has a paid due');
    paidDue = paid;
    const other = await prisma().tuitionDue.create({
      data: {
        memberId: paid.memberId,
        month: '2024-05',
        amount: 150_000,
        price: 150_000,
        dueDate: fromIsoDate('2024-05-10'),
      },
    });
    unpaidDueId = other.id;
    guardian = await addSignedInMember(academy.testApp, { name: '영수부모', phone: '01075000001' });
    const child = await addChildOf(prisma(), guardian.member, 'father', {
      name: '영수 아이',
      phone: '01075000002',
    });
    childId = child.id;
    const childDue = await prisma().tuitionDue.create({
      data: {
        memberId: child.id,
        month: '2025-12',
        amount: 123_000,
        price: 123_000,
        dueDate: fromIsoDate('2025-12-10'),
        paidAt: fromIsoDate(`${THIS_YEAR}-01-05`),
        method: 'cash',
      },
    });
    childDueId = childDue.id;
  });

  it('when the admin has set no academy details, then a paid due’s receipt and a certificate say receipts are unavailable', async () => {
    expect(
      (await callOperation(academy.staff, receiptOperations.getAcademyDetails)).body.data,
    ).toEqual({ details: null });
    const unavailable = RECEIPT_MESSAGES.receiptsUnavailable.ko;
    expectFailure(
      await myReceipt(academy.member, paidDue.id),
      409,
      'RECEIPTS_UNAVAILABLE',
      unavailable,
    );
    expectFailure(
      await myReceiptPdf(academy.member, paidDue.id),
      409,
      'RECEIPTS_UNAVAILABLE',
      unavailable,
    );
    expectFailure(
      await myCertificate(academy.member, THIS_YEAR),
      409,
      'RECEIPTS_UNAVAILABLE',
      unavailable,
    );
  });

  it('when a teacher, a member or a guest reads or sets the academy details, then they are refused and nothing is saved', async () => {
    expect((await setDetails(DETAILS, teacher)).status).toBe(403);
    expect((await callOperation(teacher, receiptOperations.getAcademyDetails)).status).toBe(403);
    await expectStaffOnly(academy, [
      (caller) => setDetails(DETAILS, caller),
      (caller) => callOperation(caller, receiptOperations.getAcademyDetails),
    ]);
    expect(await prisma().academyDetailsSetting.count()).toBe(0);
  });

  it('when the registration number’s check digit is wrong or a field is blank, then 400 with the reason and nothing is saved', async () => {
    const invalid = RECEIPT_VALIDATION_MESSAGES.registrationNumberInvalid;
    for (const registrationNumber of ['123-45-67890', '12345678', '123-4567891', 'abcdefghij']) {
      const res = await setDetails({ ...DETAILS, registrationNumber });
      expect([res.status, res.body.code, res.body.message], registrationNumber).toEqual([
        400,
        'VALIDATION_FAILED',
        invalid.ko,
      ]);
    }
    const english = await setDetails({ ...DETAILS, registrationNumber: '1234567890' }).set(
      'Accept-Language',
      'en',
    );
    expect(english.body.message).toBe(invalid.en);
    for (const body of [
      { ...DETAILS, legalName: ' ' },
      { ...DETAILS, representative: '' },
      { ...DETAILS, address: '가'.repeat(201) },
      { ...DETAILS, phone: '02-CALL' },
      { ...DETAILS, legalName: '줄\n바꿈' },
      {},
    ]) {
      expect((await setDetails(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await prisma().academyDetailsSetting.count()).toBe(0);
  });

  it('when the admin sets the details, then the number is kept as ten digits and the change is audited', async () => {
    const res = await setDetails(DETAILS);
    const saved = { ...DETAILS, registrationNumber: '1234567891' };
    expect([res.status, res.body.message, res.body.data]).toEqual([
      200,
      RECEIPT_MESSAGES.academyDetailsSaved.ko,
      { details: saved },
    ]);
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'tuition.academy_details' },
    });
    expect(audit.details).toEqual({ before: null, after: saved });
    expect(audit.staffId).toBe(await staffIdOf(academy.testApp, DEMO.admin.loginId));
  });

  it('when twenty saves arrive at once, the first ones included, then each is audited with the one it replaced and one row remains', async () => {
    const last = await expectSimultaneousSavesChained(academy.testApp, {
      action: 'tuition.academy_details',
      clear: () => prisma().academyDetailsSetting.deleteMany(),
      count: () => prisma().academyDetailsSetting.count(),
      save: (i) => setDetails({ ...DETAILS, representative: `대표${i}` }),
    });
    const row = await prisma().academyDetailsSetting.findFirstOrThrow();
    expect(last).toMatchObject({ representative: row.representative });
    expect(row.registrationNumber).toBe('1234567891');
  });

  it('when a member reads the receipt of their paid due, then it names the academy, the student, the month, amount, method and date', async () => {
    const res = await myReceipt(academy.member, paidDue.id);
    expect(res.status).toBe(200);
    const receipt = ZReceipt.parse(res.body.data);
    expect(receipt).toMatchObject({
      dueId: paidDue.id,
      month: paidDue.month,
      amount: paidDue.amount,
      paidAt: toAcademyIsoDate(paidDue.paidAt ?? new Date(0)).slice(0, 10),
      receiptNumber: `R-${paidDue.month.replace('-', '')}-${String(paidDue.id).padStart(6, '0')}`,
      academy: { legalName: DETAILS.legalName, registrationNumber: '1234567891' },
    });
  });

  it('when the due is another member’s, unpaid or unknown, then 404; staff use their own call and guests sign in', async () => {
    const notFound = RECEIPT_MESSAGES.receiptNotFound.ko;
    expectFailure(await myReceipt(academy.other, paidDue.id), 404, 'NOT_FOUND', notFound);
    expectFailure(await myReceiptPdf(academy.other, paidDue.id), 404, 'NOT_FOUND', notFound);
    expectFailure(await myReceipt(academy.member, unpaidDueId), 404, 'NOT_FOUND', notFound);
    expectFailure(await myReceipt(academy.member, UNKNOWN_ID), 404, 'NOT_FOUND', notFound);
    expect((await myReceipt(academy.member, 'abc')).status).toBe(400);
    expect((await myReceipt(academy.staff, paidDue.id)).status).toBe(403);
    expect((await myReceiptPdf(request(academy.testApp.app), paidDue.id)).status).toBe(401);
  });

  it('when a member downloads a receipt, then it is a PDF attachment, not cached, with the amount in their language', async () => {
    const { res, pdf } = await pdfOf(myReceiptPdf(academy.member, paidDue.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-R-${paidDue.month.replace('-', '')}-${String(paidDue.id).padStart(6, '0')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const korean = pdfText(pdf);
    expect(korean).toContain(`${groupThousands(paidDue.amount)}원`);
    expect(korean).toContain('영수증');
    expect(korean).toContain('123-45-67891');
    const english = await pdfOf(
      myReceiptPdf(academy.member, paidDue.id).set('Accept-Language', 'en'),
    );
    expect(pdfText(english.pdf)).toContain(`KRW ${groupThousands(paidDue.amount)}`);
  });

  it('when a guardian acts for their child, then they get the child’s receipt; another member naming the child is refused', async () => {
    const acting = { [ACTING_FOR_HEADER]: String(childId) };
    const { res, pdf } = await pdfOf(myReceiptPdf(guardian.agent, childDueId).set(acting));
    expect(res.status).toBe(200);
    expect(pdfText(pdf)).toContain('123,000원');
    expect((await myReceipt(guardian.agent, childDueId)).status).toBe(404);
    expect((await myReceipt(academy.other, childDueId).set(acting)).status).toBe(403);
  });

  it('when a guardian downloads their child’s certificate of a year, then it lists the dues paid that year, the total, the student and the guardian as payer', async () => {
    const acting = { [ACTING_FOR_HEADER]: String(childId) };
    await prisma().tuitionDue.create({
      data: {
        memberId: childId,
        month: '2026-01',
        amount: 77_000,
        price: 77_000,
        dueDate: fromIsoDate('2026-01-10'),
        paidAt: fromIsoDate(`${THIS_YEAR}-02-01`),
        method: 'card',
      },
    });
    const { res, pdf } = await pdfOf(myCertificate(guardian.agent, THIS_YEAR).set(acting));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tuition-certificate-${THIS_YEAR}-${childId}.pdf"`,
    );
    const text = pdfText(pdf);
    for (const words of [
      '교육비 납입증명서',
      '영수 아이',
      '영수부모',
      '123,000원',
      '77,000원',
      '200,000원',
    ]) {
      expect(text, words).toContain(words);
    }
    const lastYear = pdfText(
      (await pdfOf(myCertificate(guardian.agent, THIS_YEAR - 1).set(acting))).pdf,
    );
    expect(lastYear).toContain('0원');
    expect(lastYear).not.toContain('123,000원');
  });

  it('when the year is before 2020, after this year or not a number, then 400 with the reason', async () => {
    const invalid = RECEIPT_VALIDATION_MESSAGES.certificateYearInvalid.ko;
    for (const year of ['2019', String(THIS_YEAR + 1), 'abc', '2024.5', '']) {
      const res = await myCertificate(academy.member, year);
      expect([res.status, res.body.code, res.body.message], year).toEqual([
        400,
        'VALIDATION_FAILED',
        invalid,
      ]);
    }
  });

  it('when staff download a member’s certificate or a due’s receipt, then they get it; an unknown member or unpaid due is 404 and members are refused', async () => {
    const certificate = await pdfOf(memberCertificate(teacher, childId, THIS_YEAR));
    expect(certificate.res.status).toBe(200);
    expect(pdfText(certificate.pdf)).toContain('200,000원');
    const receipt = await pdfOf(
      callOperation(academy.staff, receiptOperations.downloadDueReceipt, {
        params: { id: childDueId },
      }),
    );
    expect(pdfText(receipt.pdf)).toContain('123,000원');
    expectFailure(
      await memberCertificate(teacher, UNKNOWN_ID, THIS_YEAR),
      404,
      'NOT_FOUND',
      RECEIPT_MESSAGES.memberNotFound.ko,
    );
    const unpaid = await callOperation(academy.staff, receiptOperations.downloadDueReceipt, {
      params: { id: unpaidDueId },
    });
    expect(unpaid.status).toBe(404);
    await expectStaffOnly(academy, [(caller) => memberCertificate(caller, childId, THIS_YEAR)]);
  });

  it(`when one account downloads more than ${RECEIPT_DOWNLOAD_LIMITS.PER_WINDOW} PDFs in the window, then the next is 429`, async () => {
    const other = await addSignedInMember(academy.testApp, {
      name: '많이받기',
      phone: '01075000003',
    });
    for (let i = 0; i < RECEIPT_DOWNLOAD_LIMITS.PER_WINDOW; i += 1) {
      expect((await myReceiptPdf(other.agent, paidDue.id)).status).toBe(404);
    }
    expectFailure(
      await myReceiptPdf(other.agent, paidDue.id),
      429,
      'TOO_MANY_REQUESTS',
      RECEIPT_MESSAGES.tooManyDownloads.ko,
    );
    expect((await myReceiptPdf(academy.member, paidDue.id)).status).toBe(200);
  });
});

describe('receipts without their font', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, member: DEMO.student }, () =>
    createTestApp({ seed: true, env: { RECEIPT_FONT_PATH: '/nonexistent/receipt-font.ttc' } }),
  );

  it('when the font file is missing, then a download answers 503 with the reason, not a 500', async () => {
    expect(
      (await callOperation(academy.staff, receiptOperations.setAcademyDetails).send(DETAILS))
        .status,
    ).toBe(200);
    const paid = await academy.testApp.database.prisma.tuitionDue.findFirstOrThrow({
      where: { member: { loginId: DEMO.student.loginId }, paidAt: { not: null } },
    });
    const res = await callOperation(academy.member, receiptOperations.downloadMyReceipt, {
      params: { id: paid.id },
    });
    expectFailure(res, 503, 'SERVICE_UNAVAILABLE', RECEIPT_MESSAGES.fontMissing.ko);
    const json = await callOperation(academy.member, receiptOperations.getMyReceipt, {
      params: { id: paid.id },
    });
    expect(json.status).toBe(200);
  });
});
