import { describe, expect, it } from 'vitest';
import {
  lessonNoteOperations,
  PRACTICE_LOG_MESSAGES,
  practiceLogOperations,
  seoulInstant,
  VALIDATION_MESSAGES,
  ZPracticeEntry,
  ZPracticeLog,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';
import { expectOnlyTheOwner } from '../../test/refusals.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { createTestApp } from '../../test/test-app.js';

// The app's clock: Wednesday 13 January 2027, 21:00 in Seoul; the log takes 15 November 2026 on.
const NOW = seoulInstant('2027-01-13', 21);
const TODAY = '2027-01-13';

describe('practice log (POST /api/practice-log, GET /api/practice-log/mine, DELETE /api/practice-log/{id})', () => {
  const academy = useDemoAcademy(
    { staff: MEMBERS_AND_STAFF.staff, member: MEMBERS_AND_STAFF.student },
    () => createTestApp({ seed: true, now: () => NOW }),
  );
  let added = 0;
  const newMember = async () => {
    added += 1;
    return addSignedInMember(academy.testApp, {
      name: `연습회원${added}`,
      phone: numberedPhone('0107777', added),
      slot: { dayOfWeek: 3, startMinute: (5 + added) * 60 },
    });
  };
  const log = (agent: Agent, body: object) =>
    callOperation(agent, practiceLogOperations.logPractice).send(body);
  const logOk = async (agent: Agent, body: object) => {
    const res = await log(agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZPracticeEntry.parse(res.body.data);
  };
  const mine = async (agent: Agent, page = 1) => {
    const res = await callOperation(agent, practiceLogOperations.listMyPractice, {
      query: { page },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZPracticeLog.parse(res.body.data);
  };
  const entry = { date: TODAY, minutes: 30, exercise: 'Paradiddle', tempoBpm: 90 };

  it.each([
    [{ minutes: 0 }, VALIDATION_MESSAGES.practiceMinutesRange.ko],
    [{ minutes: 601 }, VALIDATION_MESSAGES.practiceMinutesRange.ko],
    [{ minutes: 1e308 }, VALIDATION_MESSAGES.practiceMinutesRange.ko],
    [{ tempoBpm: 301 }, VALIDATION_MESSAGES.tempoRange.ko],
    [{ exercise: 'x'.repeat(101) }, VALIDATION_MESSAGES.tooLong.ko],
    [{ exercise: '   ' }, VALIDATION_MESSAGES.practiceExerciseRequired.ko],
    [{ date: '2027-1-3' }, VALIDATION_MESSAGES.dateFormat.ko],
  ])('when a member logs %j, then 400 in the envelope saying why', async (change, message) => {
    const res = await log(academy.member, { ...entry, ...change });
    expect([res.status, res.body.success, res.body.code]).toEqual([
      400,
      false,
      'VALIDATION_FAILED',
    ]);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('when the day is tomorrow or 60 days back, then 400; 59 days back is taken', async () => {
    const { agent } = await newMember();
    const future = await log(agent, { ...entry, date: '2027-01-14' });
    expectFailure(future, 400, 'VALIDATION_FAILED', PRACTICE_LOG_MESSAGES.future.ko);
    const old = await log(agent, { ...entry, date: '2026-11-14' });
    expectFailure(old, 400, 'VALIDATION_FAILED', PRACTICE_LOG_MESSAGES.tooOld.ko);
    await logOk(agent, { ...entry, date: '2026-11-15' });
  });

  it('when a member logs a 21st entry for one day, then 409 and the day keeps 20', async () => {
    const { member, agent } = await newMember();
    for (let n = 0; n < 20; n += 1) await logOk(agent, { ...entry, minutes: 1 + n });
    const refused = await log(agent, entry);
    expectFailure(refused, 409, 'PRACTICE_LOG_DAY_FULL', PRACTICE_LOG_MESSAGES.dayFull.ko);
    const prisma = academy.testApp.database.prisma;
    expect(await prisma.practiceEntry.count({ where: { memberId: member.id } })).toBe(20);
    await logOk(agent, { ...entry, date: '2027-01-12' });
  });

  it('when a member deletes an entry, then only their own goes', async () => {
    const own = await newMember();
    const other = await newMember();
    const logged = await logOk(own.agent, entry);
    await expectOnlyTheOwner(
      academy.testApp,
      practiceLogOperations.deletePracticeEntry,
      { otherMember: other.agent, staff: academy.staff, member: own.agent },
      { own: logged.id, malformed: 'abc' },
    );
    const res = await callOperation(own.agent, practiceLogOperations.deletePracticeEntry, {
      params: { id: logged.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await mine(own.agent)).entries).toEqual([]);
  });

  it('when a member reads their log, then entries come newest first with the tempo chart and their notes’ pieces', async () => {
    const { member, agent } = await newMember();
    await callOperation(academy.staff, lessonNoteOperations.writeLessonNote)
      .send({ memberId: member.id, date: '2027-01-06', piece: 'Single stroke roll', tempoBpm: 100 })
      .expect(200);
    await logOk(agent, {
      ...entry,
      date: '2027-01-10',
      exercise: 'Single stroke roll',
      tempoBpm: 80,
    });
    await logOk(agent, {
      ...entry,
      date: '2027-01-11',
      exercise: 'single stroke roll',
      tempoBpm: 88,
    });
    await logOk(agent, { ...entry, date: '2027-01-11', exercise: 'Fill', tempoBpm: null });
    const read = await mine(agent);
    expect(read.entries.map((row) => row.date)).toEqual(['2027-01-11', '2027-01-11', '2027-01-10']);
    expect(read.tempo).toEqual([
      {
        exercise: 'single stroke roll',
        points: [
          { date: '2027-01-10', bpm: 80 },
          { date: '2027-01-11', bpm: 88 },
        ],
      },
    ]);
    expect(read.suggestions).toEqual(['Single stroke roll']);
    expect([read.firstDay, read.today, read.pagination.total]).toEqual(['2026-11-15', TODAY, 3]);
    const tooFar = await callOperation(agent, practiceLogOperations.listMyPractice, {
      query: { page: 1_000_001 },
    });
    expect([tooFar.status, tooFar.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
