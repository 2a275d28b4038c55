import { describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  attendanceOperations,
  LESSON_NOTE_MESSAGES,
  lessonNoteOperations,
  practiceLogOperations,
  seoulInstant,
  VALIDATION_MESSAGES,
  ZDayLessonNotes,
  ZLessonNote,
  ZMyLessonNotes,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { addMember, addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { makeChildOf } from '../../test/text-channel.js';
import { createTestApp } from '../../test/test-app.js';

// The app's clock: Wednesday 13 January 2027, 21:00 in Seoul. The members' lessons are on
// Wednesdays: 30 December, 6 and 13 January are lessons, 14 January is none.
const NOW = seoulInstant('2027-01-13', 21);
const LESSON = '2027-01-13';
const PREVIOUS_LESSON = '2027-01-06';
const WEDNESDAY = 3;

describe('lesson notes (PUT /api/lesson-notes, GET /api/lesson-notes/mine|day)', () => {
  const academy = useDemoAcademy(
    { staff: MEMBERS_AND_STAFF.staff, member: MEMBERS_AND_STAFF.student },
    () => createTestApp({ seed: true, now: () => NOW }),
  );
  const prisma = () => academy.testApp.database.prisma;
  let added = 0;
  const newMember = async () => {
    added += 1;
    return addSignedInMember(academy.testApp, {
      name: `노트회원${added}`,
      phone: numberedPhone('0106666', added),
      slot: { dayOfWeek: WEDNESDAY, startMinute: (5 + added) * 60 },
    });
  };
  const write = (agent: Agent, body: object) =>
    callOperation(agent, lessonNoteOperations.writeLessonNote).send(body);
  const writeOk = async (agent: Agent, body: object) => {
    const res = await write(agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZLessonNote.parse(res.body.data);
  };
  const myNotes = async (agent: Agent, childId?: number) => {
    const call = callOperation(agent, lessonNoteOperations.listMyLessonNotes);
    const res = childId ? await call.set({ [ACTING_FOR_HEADER]: String(childId) }) : await call;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZMyLessonNotes.parse(res.body.data);
  };
  /** A member of a second teacher (a teacher, not an admin), and that teacher signed in. */
  const otherTeachersMember = async (teacher: { id: number }) => {
    const added = await newMember();
    await prisma().weeklySlot.updateMany({
      where: { memberId: added.member.id },
      data: { teacherId: teacher.id },
    });
    return added;
  };
  let teacher: Awaited<ReturnType<typeof signedInOtherTeacher>> | undefined;
  const secondTeacher = async () => {
    teacher ??= await signedInOtherTeacher(academy.testApp.app, prisma());
    return teacher;
  };

  it('when a guest or a member writes or reads a day, then only staff may', async () => {
    const { member } = await newMember();
    await expectStaffOnly(academy, [
      (caller) =>
        callOperation(caller, lessonNoteOperations.writeLessonNote).send({
          memberId: member.id,
          date: LESSON,
          piece: 'Paradiddle',
        }),
      (caller) =>
        callOperation(caller, lessonNoteOperations.listDayLessonNotes, { query: { date: LESSON } }),
    ]);
  });

  it('when the teacher of the lesson writes a note, then the member reads it and is told once; an edit tells nobody', async () => {
    const own = await secondTeacher();
    const { member, agent } = await otherTeachersMember(own);
    const note = await writeOk(own.agent, {
      memberId: member.id,
      date: LESSON,
      piece: 'Paradiddle',
      tempoBpm: 80,
      homework: '매일 10분',
      link: 'https://www.youtube.com/watch?v=abc',
    });
    expect(note).toMatchObject({ date: LESSON, piece: 'Paradiddle', tempoBpm: 80 });
    expect(note.teacherName).toBe('이선생');
    const edited = await writeOk(own.agent, {
      memberId: member.id,
      date: LESSON,
      piece: 'Paradiddle (16ths)',
      tempoBpm: 90,
    });
    expect([edited.id, edited.homework, edited.link]).toEqual([note.id, null, null]);

    const read = await myNotes(agent);
    expect(read.notes.map((row) => [row.date, row.piece, row.tempoBpm])).toEqual([
      [LESSON, 'Paradiddle (16ths)', 90],
    ]);
    const told = await prisma().memberNotification.findMany({
      where: { memberId: member.id, category: 'lesson_note' },
    });
    expect(told).toHaveLength(1);
    expect(
      await prisma().mailOutbox.count({
        where: { dedupeKey: { startsWith: `lesson_note:${member.id}:` } },
      }),
    ).toBe(1);
    const audits = await prisma().auditLog.findMany({
      where: { entityType: 'lesson_note', entityId: String(note.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((row) => row.action)).toEqual(['lesson_note.write', 'lesson_note.edit']);
  });

  it('when another teacher writes, then 403; the admin may write for any lesson', async () => {
    const own = await secondTeacher();
    const adminsMember = (await newMember()).member;
    const refused = await write(own.agent, {
      memberId: adminsMember.id,
      date: LESSON,
      piece: 'Rock beat',
    });
    expectFailure(refused, 403, 'NOT_OWN_RESOURCE', LESSON_NOTE_MESSAGES.notOwnStudent.ko);
    const teachersMember = (await otherTeachersMember(own)).member;
    await writeOk(academy.staff, { memberId: teachersMember.id, date: LESSON, piece: 'Fill' });
    expect(await prisma().lessonNote.count({ where: { memberId: adminsMember.id } })).toBe(0);
  });

  it('when the day holds no lesson of the member, or is still to come, then 400 and nothing is stored', async () => {
    const { member } = await newMember();
    const noLesson = await write(academy.staff, {
      memberId: member.id,
      date: '2027-01-14',
      piece: 'Fill',
    });
    expect([noLesson.status, noLesson.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const coming = await write(academy.staff, {
      memberId: member.id,
      date: '2027-01-20',
      piece: 'Fill',
    });
    expectFailure(coming, 400, 'VALIDATION_FAILED', LESSON_NOTE_MESSAGES.notYetHeld.ko);
    const unknown = await write(academy.staff, { memberId: 999_999, date: LESSON, piece: 'x' });
    expect(unknown.status).toBe(404);
    expect(await prisma().lessonNote.count({ where: { memberId: member.id } })).toBe(0);
  });

  it('when the academy cancelled the lesson, then it takes no note', async () => {
    const { member } = await newMember();
    await callOperation(academy.staff, attendanceOperations.markAttendance)
      .send({ memberId: member.id, date: PREVIOUS_LESSON, status: 'cancelled_by_academy' })
      .expect(200);
    const res = await write(academy.staff, {
      memberId: member.id,
      date: PREVIOUS_LESSON,
      piece: 'Fill',
    });
    expectFailure(res, 400, 'VALIDATION_FAILED', LESSON_NOTE_MESSAGES.notHeld.ko);
  });

  it.each([
    [{ piece: '' }, VALIDATION_MESSAGES.lessonNotePieceRequired.ko],
    [{ piece: 'x'.repeat(101) }, VALIDATION_MESSAGES.tooLong.ko],
    [{ tempoBpm: 19 }, VALIDATION_MESSAGES.tempoRange.ko],
    [{ tempoBpm: 301 }, VALIDATION_MESSAGES.tempoRange.ko],
    [{ tempoBpm: '90' }, VALIDATION_MESSAGES.tempoRange.ko],
    [{ homework: 'x'.repeat(501) }, VALIDATION_MESSAGES.tooLong.ko],
    [{ link: 'http://example.com/video' }, VALIDATION_MESSAGES.lessonNoteLinkInvalid.ko],
    [{ link: 'javascript:alert(1)' }, VALIDATION_MESSAGES.lessonNoteLinkInvalid.ko],
    [{ link: `https://example.com/${'a'.repeat(300)}` }, VALIDATION_MESSAGES.tooLong.ko],
    [{ date: '2027-02-30' }, VALIDATION_MESSAGES.dateFormat.ko],
  ])('when staff send %j, then 400 in the envelope saying why', async (change, message) => {
    const res = await write(academy.staff, {
      memberId: 1,
      date: LESSON,
      piece: 'Paradiddle',
      ...change,
    });
    expect([res.status, res.body.success, res.body.code]).toEqual([
      400,
      false,
      'VALIDATION_FAILED',
    ]);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('when a guardian acts for their child, then they read the child’s notes; another member reads none', async () => {
    const guardian = await newMember();
    added += 1;
    const child = await addMember(prisma(), {
      name: '노트아이',
      phone: numberedPhone('0106666', added),
      slot: { dayOfWeek: WEDNESDAY, startMinute: (5 + added) * 60 },
    });
    await makeChildOf(prisma(), child, guardian.member);
    await writeOk(academy.staff, { memberId: child.id, date: PREVIOUS_LESSON, piece: 'Shuffle' });
    await writeOk(academy.staff, { memberId: child.id, date: LESSON, piece: 'Half-time shuffle' });
    const forChild = await myNotes(guardian.agent, child.id);
    expect(forChild.notes.map((note) => note.date)).toEqual([LESSON, PREVIOUS_LESSON]);
    expect((await myNotes(guardian.agent)).notes).toEqual([]);
    expect((await myNotes(academy.member)).notes.map((note) => note.memberId)).not.toContain(
      child.id,
    );
  });

  it('when staff read a day, then each lesson shows the practice since the previous lesson and whether they may write', async () => {
    const { member, agent } = await newMember();
    const log = (date: string, minutes: number, exercise: string, tempoBpm?: number) =>
      callOperation(agent, practiceLogOperations.logPractice)
        .send({ date, minutes, exercise, ...(tempoBpm ? { tempoBpm } : {}) })
        .expect(201);
    await log(PREVIOUS_LESSON, 50, 'Paradiddle', 120); // the day of the previous lesson: not counted
    await log('2027-01-08', 30, 'Paradiddle', 84);
    await log('2027-01-10', 20, 'paradiddle', 92);
    await log('2027-01-12', 15, 'Rock beat');
    const own = await secondTeacher();
    const res = await callOperation(own.agent, lessonNoteOperations.listDayLessonNotes, {
      query: { date: LESSON },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lesson = ZDayLessonNotes.parse(res.body.data).lessons.find(
      (row) => row.memberId === member.id,
    );
    expect(lesson).toMatchObject({
      canWrite: false,
      note: null,
      practice: {
        from: '2027-01-07',
        to: LESSON,
        totalMinutes: 65,
        entries: 3,
        bestTempos: [{ exercise: 'paradiddle', bpm: 92 }],
      },
    });
    const asAdmin = await callOperation(academy.staff, lessonNoteOperations.listDayLessonNotes, {
      query: { date: LESSON },
    });
    const adminRow = ZDayLessonNotes.parse(asAdmin.body.data).lessons.find(
      (row) => row.memberId === member.id,
    );
    expect(adminRow?.canWrite).toBe(true);
  });
});
