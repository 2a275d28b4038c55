import { describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  addDaysToIsoDate,
  CONSULTATION_NOTE_LIMITS,
  CONSULTATION_NOTE_MESSAGES,
  consultationNoteOperations,
  FEEDBACK_MESSAGES,
  familyOperations,
  memberOperations,
  seoulInstant,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  ZConsultationNote,
  ZConsultationNotes,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';
import { expectStaffOnly, UNKNOWN_ID } from '../../test/refusals.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { makeChildOf } from '../../test/text-channel.js';
import { runJobAt } from '../../test/run-job.js';
import { createTestApp } from '../../test/test-app.js';
import { personalDataRetentionJob } from '../families/personal-data-retention-job.js';
import { fromIsoDate } from '../lib/iso-date.js';

// The app's clock: Wednesday 13 January 2027, 21:00 in Seoul.
const NOW = seoulInstant('2027-01-13', 21);
const TODAY = toAcademyIsoDate(NOW);
const SECRET = '어머니와 상담: 진학 고민, 주 2회로 늘리고 싶어 함';

describe('consultation notes (/api/users/:id/consultation-notes, /api/consultation-notes/:id)', () => {
  const academy = useDemoAcademy(
    { staff: MEMBERS_AND_STAFF.staff, member: MEMBERS_AND_STAFF.student },
    () => createTestApp({ seed: true, now: () => NOW }),
  );
  const prisma = () => academy.testApp.database.prisma;
  let added = 0;
  const newMember = async () => {
    added += 1;
    return addSignedInMember(academy.testApp, {
      name: `상담회원${added}`,
      phone: numberedPhone('0106777', added),
    });
  };
  const write = (agent: Agent, memberId: number | string, body: object) =>
    callOperation(agent, consultationNoteOperations.writeConsultationNote, {
      params: { id: memberId },
    }).send(body);
  const writeOk = async (agent: Agent, memberId: number, body: object) => {
    const res = await write(agent, memberId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CONSULTATION_NOTE_MESSAGES.saved.ko);
    return ZConsultationNote.parse(res.body.data);
  };
  const list = async (agent: Agent, memberId: number, page = 1) => {
    const res = await callOperation(agent, consultationNoteOperations.listConsultationNotes, {
      params: { id: memberId },
      query: { page },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZConsultationNotes.parse(res.body.data);
  };
  const edit = (agent: Agent, id: number, body: object) =>
    callOperation(agent, consultationNoteOperations.editConsultationNote, {
      params: { id },
    }).send(body);
  const remove = (agent: Agent, id: number) =>
    callOperation(agent, consultationNoteOperations.deleteConsultationNote, { params: { id } });

  it('when a guest or a member lists, writes, edits or deletes notes, then only staff may', async () => {
    const { member } = await newMember();
    const note = await writeOk(academy.staff, member.id, { date: TODAY, body: SECRET });
    await expectStaffOnly(academy, [
      (caller) =>
        callOperation(caller, consultationNoteOperations.listConsultationNotes, {
          params: { id: member.id },
        }),
      (caller) =>
        callOperation(caller, consultationNoteOperations.writeConsultationNote, {
          params: { id: member.id },
        }).send({ date: TODAY, body: 'x' }),
      (caller) =>
        callOperation(caller, consultationNoteOperations.editConsultationNote, {
          params: { id: note.id },
        }).send({ date: TODAY, body: 'x' }),
      (caller) =>
        callOperation(caller, consultationNoteOperations.deleteConsultationNote, {
          params: { id: note.id },
        }),
    ]);
    expect(await prisma().consultationNote.count({ where: { memberId: member.id } })).toBe(1);
  });

  it('when a guardian asks for the notes of their child, then they are refused too', async () => {
    const { member: child } = await newMember();
    const { member: guardian, agent } = await newMember();
    await makeChildOf(prisma(), child, guardian);
    await writeOk(academy.staff, child.id, { date: TODAY, body: SECRET });
    const res = await callOperation(agent, consultationNoteOperations.listConsultationNotes, {
      params: { id: child.id },
    }).set({ [ACTING_FOR_HEADER]: String(child.id) });
    expectFailure(res, 403, 'ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied.ko);
  });

  it('when staff write notes, then they list newest day first, a page at a time, with their author', async () => {
    const { member } = await newMember();
    const days = Array.from({ length: CONSULTATION_NOTE_LIMITS.PAGE_SIZE + 2 }, (_, n) =>
      addDaysToIsoDate(TODAY, -n),
    );
    for (const date of [...days].reverse()) {
      await writeOk(academy.staff, member.id, { date, body: `상담 ${date}` });
    }
    const first = await list(academy.staff, member.id);
    expect(first.notes.map((note) => note.date)).toEqual(
      days.slice(0, CONSULTATION_NOTE_LIMITS.PAGE_SIZE),
    );
    expect(first.notes[0]).toMatchObject({ body: `상담 ${TODAY}`, canEdit: true });
    expect(first.notes[0]?.authorName).not.toBeNull();
    expect(first.pagination).toMatchObject({ total: days.length, totalPages: 2 });
    const second = await list(academy.staff, member.id, 2);
    expect(second.notes.map((note) => note.date)).toEqual(
      days.slice(CONSULTATION_NOTE_LIMITS.PAGE_SIZE),
    );
  });

  it('when the input is out of bounds, then the envelope says why and nothing is stored', async () => {
    const { member } = await newMember();
    const tomorrow = addDaysToIsoDate(TODAY, 1);
    expectFailure(
      await write(academy.staff, member.id, { date: tomorrow, body: '미래' }),
      400,
      'VALIDATION_FAILED',
      CONSULTATION_NOTE_MESSAGES.futureDate.ko,
    );
    const tooLong = await write(academy.staff, member.id, {
      date: TODAY,
      body: 'a'.repeat(CONSULTATION_NOTE_LIMITS.BODY + 1),
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const blank = await write(academy.staff, member.id, { date: TODAY, body: '   ' });
    expect([blank.status, blank.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.consultationNoteBodyRequired.ko,
    ]);
    const badDate = await write(academy.staff, member.id, { date: '2027-02-30', body: 'x' });
    expect([badDate.status, badDate.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await write(academy.staff, UNKNOWN_ID, { date: TODAY, body: 'x' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const badPage = await callOperation(
      academy.staff,
      consultationNoteOperations.listConsultationNotes,
      { params: { id: member.id }, query: { page: CONSULTATION_NOTE_LIMITS.MAX_PAGE + 1 } },
    );
    expect(badPage.status).toBe(400);
    expect(await prisma().consultationNote.count({ where: { memberId: member.id } })).toBe(0);
  });

  it("when a teacher edits or deletes another staff member's note, then they are refused; the author and the admin may", async () => {
    const { member } = await newMember();
    const teacher = await signedInOtherTeacher(academy.testApp.app, prisma());
    const adminNote = await writeOk(academy.staff, member.id, { date: TODAY, body: SECRET });
    const teacherNote = await writeOk(teacher.agent, member.id, {
      date: TODAY,
      body: '선생님 메모',
    });
    expect((await list(teacher.agent, member.id)).notes.map((n) => [n.id, n.canEdit])).toEqual([
      [teacherNote.id, true],
      [adminNote.id, false],
    ]);

    for (const res of [
      await edit(teacher.agent, adminNote.id, { date: TODAY, body: '바꿈' }),
      await remove(teacher.agent, adminNote.id),
    ]) {
      expectFailure(res, 403, 'NOT_OWN_RESOURCE', CONSULTATION_NOTE_MESSAGES.notOwnNote.ko);
    }
    const kept = await prisma().consultationNote.findUniqueOrThrow({ where: { id: adminNote.id } });
    expect(kept.body).toBe(SECRET);

    const edited = await edit(teacher.agent, teacherNote.id, { date: TODAY, body: '고친 메모' });
    expect([edited.status, edited.body.data.body]).toEqual([200, '고친 메모']);
    const byAdmin = await remove(academy.staff, teacherNote.id);
    expect([byAdmin.status, byAdmin.body.message]).toEqual([
      200,
      CONSULTATION_NOTE_MESSAGES.deleted.ko,
    ]);
    expect((await remove(academy.staff, teacherNote.id)).status).toBe(404);
    const audit = await prisma().auditLog.findMany({
      where: { entityType: 'consultation_note', entityId: String(teacherNote.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => row.action)).toEqual([
      'consultation_note.write',
      'consultation_note.edit',
      'consultation_note.delete',
    ]);
    expect(JSON.stringify(audit.map((row) => row.details))).not.toContain('고친 메모');
  });

  it('when twenty deletes of one note arrive at once, then one deletes it and the others answer 404', async () => {
    const { member } = await newMember();
    const note = await writeOk(academy.staff, member.id, { date: TODAY, body: SECRET });
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => remove(academy.staff, note.id)))
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
  });

  it('when the member reads their own profile or downloads their data, then no note is in it', async () => {
    const { member, agent } = await newMember();
    await writeOk(academy.staff, member.id, { date: TODAY, body: SECRET });
    const profile = await callOperation(agent, memberOperations.getOwnProfile);
    const byId = await callOperation(agent, memberOperations.getMemberById, {
      params: { id: member.id },
    });
    const exported = await callOperation(agent, familyOperations.exportOwnData);
    for (const res of [profile, byId, exported]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(JSON.stringify(res.body)).not.toMatch(/consultation/i);
    }
    expect(await prisma().memberNotification.count({ where: { memberId: member.id } })).toBe(0);
  });

  it('when the member is anonymized a year after leaving, then their notes are erased', async () => {
    const { member } = await newMember();
    await writeOk(academy.staff, member.id, { date: TODAY, body: SECRET });
    await prisma().member.update({
      where: { id: member.id },
      data: { status: 'inactive', leftOn: fromIsoDate('2025-01-01') },
    });
    await runJobAt(personalDataRetentionJob, academy.testApp, NOW);
    const row = await prisma().member.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.anonymizedAt).not.toBeNull();
    expect(await prisma().consultationNote.count({ where: { memberId: member.id } })).toBe(0);
    const res = await write(academy.staff, member.id, { date: TODAY, body: SECRET });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
