import {
  addDaysToIsoDate,
  alimtalkDate,
  lessonNoteOperations,
  toAcademyIsoDate,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { addMember } from '../../test/factories/members.js';
import { makeChildOf, onlyTextMessage, useTextChannelAcademy } from '../../test/text-channel.js';

// Last week's day of the same weekday: a lesson of a member whose weekly slot falls on it.
const LESSON = addDaysToIsoDate(toAcademyIsoDate(new Date()), -7);
const ISO_WEEKDAY = new Date(`${LESSON}T00:00:00Z`).getUTCDay() || 7;

describe('a lesson note with the text channel on: the member hears by 알림톡', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;
  const member = (name: string, phone: string, hour: number) =>
    addMember(prisma(), { name, phone, slot: { dayOfWeek: ISO_WEEKDAY, startMinute: hour * 60 } });
  const write = (memberId: number, piece: string) =>
    callOperation(academy.staff, lessonNoteOperations.writeLessonNote)
      .send({ memberId, date: LESSON, piece })
      .expect(200);

  it('when staff write the first note, then the member gets LESSON_NOTE_KO with the day and the piece, and no mail', async () => {
    const student = await member('노트문자', '01093100001', 6);
    await write(student.id, 'Paradiddle');
    await write(student.id, 'Paradiddle, again');
    const text = await onlyTextMessage(academy.testApp, `lesson_note:${student.id}:`);
    expect(text).toMatchObject({
      phone: student.phoneNumber,
      kind: 'lessonNoteWritten',
      templateCode: 'LESSON_NOTE_KO',
      variables: {
        academy: '드럼 아카데미',
        name: '노트문자',
        date: alimtalkDate(LESSON, 'ko'),
        piece: 'Paradiddle',
      },
    });
  });

  it('when the member is a child, then the guardian hears with the child’s name', async () => {
    const guardian = await member('노트보호자', '01093100002', 7);
    const child = await member('노트아이', '01093100003', 8);
    await makeChildOf(prisma(), child, guardian);
    await write(child.id, 'Rock beat');
    const text = await onlyTextMessage(academy.testApp, `lesson_note:${child.id}:`);
    expect([text?.phone, text?.variables.name]).toEqual([guardian.phoneNumber, '노트아이']);
  });
});
