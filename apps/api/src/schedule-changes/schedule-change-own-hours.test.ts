import { describe, expect, it } from 'vitest';
import {
  OWN_HOUR_MESSAGES,
  STAFF_MESSAGES,
  ZScheduleChangeItem,
  scheduleChangeOperations,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { demoStudentLessonDates, moveToNextDay } from '../../test/factories/schedule-changes.js';
import { callOperation } from '../../test/call-operation.js';
import { askNextDay } from '../../test/change-requests.js';

describe("schedule changes never move a lesson onto the member's own practice booking", () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  // The demo student has lessons on Tuesdays 19:00.
  const [, first = '', second = ''] = demoStudentLessonDates();

  const ask = (target: string, startTime: string) => askNextDay(academy.student, target, startTime);
  /** A practice booking of the student on `date` from `hour` for an hour (Seoul). */
  async function bookPractice(date: string, hour: number) {
    const student = await prisma().member.findFirstOrThrow({ where: { loginId: 'student' } });
    const at = (h: number) => new Date(`${date}T${String(h).padStart(2, '0')}:00:00+09:00`);
    await prisma().practiceBooking.create({
      data: { roomId: 2, memberId: student.id, startTime: at(hour), endTime: at(hour + 1) },
    });
  }

  it('when the new hour holds the member’s practice booking, then the request is refused with what is in the way, and the next hour can be asked', async () => {
    const newDate = moveToNextDay(first, '14:00').requestedDate;
    await bookPractice(newDate, 14);
    const ko = await ask(first, '14:00');
    expect([ko.status, ko.body.code, ko.body.message]).toEqual([
      409,
      'OWN_HOUR_TAKEN',
      OWN_HOUR_MESSAGES.practice.ko,
    ]);
    const en = await ask(first, '14:00').set('Accept-Language', 'en');
    expect(en.body.message).toBe(OWN_HOUR_MESSAGES.practice.en);
    const next = await ask(first, '15:00');
    expect(next.status, JSON.stringify(next.body)).toBe(201);
  });

  it('when the member booked practice at the new hour after asking, then approval is refused, the request stays pending and no lesson moves', async () => {
    const asked = await ask(second, '13:00');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { id } = ZScheduleChangeItem.parse(asked.body.data);
    await bookPractice(moveToNextDay(second, '13:00').requestedDate, 13);

    const res = await callOperation(academy.staff, scheduleChangeOperations.approveScheduleChange, {
      params: { id },
    }).send({ teacherResponse: '확인' });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'OWN_HOUR_TAKEN',
      STAFF_MESSAGES.scheduleChangeOwnHourTaken.ko,
    ]);
    const stored = await prisma().scheduleChange.findUniqueOrThrow({ where: { id } });
    expect(stored.status).toBe('pending');
    expect(await prisma().lessonMove.count({ where: { requestId: id } })).toBe(0);
  });
});
