import { addDaysToIsoDate, familyOperations, memberOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { seoulDay } from '../../test/factories/teacher-schedule.js';
import { receipt } from '../../test/text-message-rows.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

const HOUR = 3_600_000;
/** Each test's bookings take their own hours: one room takes no two bookings at once. */
let hours = 0;

/** What a member holds: bookings and a make-up behind and ahead, open requests, a queued text. */
async function holdings(prisma: PrismaClient, memberId: number, phone: string) {
  const room = await prisma.practiceRoom.findFirstOrThrow();
  hours += 2;
  const booking = (from: number) =>
    prisma.practiceBooking.create({
      data: {
        roomId: room.id,
        memberId,
        startTime: new Date(Date.now() + (from + hours) * HOUR),
        endTime: new Date(Date.now() + (from + hours + 1) * HOUR),
      },
    });
  const makeup = (date: string) =>
    addMakeupLesson(prisma, {
      memberId,
      date,
      startMinute: (5 + hours / 2) * 60,
      expiresOn: seoulDay(60),
    });
  const pause = await prisma.pause.create({
    data: { memberId, fromMonth: '2099-01', untilMonth: '2099-01' },
  });
  await prisma.pausedMonth.create({ data: { pauseId: pause.id, memberId, month: '2099-01' } });
  const change = await prisma.scheduleChange.create({
    data: {
      memberId,
      changeStartDate: fromIsoDate(seoulDay(7)),
      changeEndDate: fromIsoDate(seoulDay(7)),
      originalDate: fromIsoDate(seoulDay(7)),
      requestedDate: fromIsoDate(seoulDay(8)),
      requestedStartMinute: 15 * 60,
      requestedEndMinute: 16 * 60,
      reason: '여행',
    },
  });
  const text = await prisma.textMessage.create({
    data: receipt(`leaving:${memberId}`, phone, memberId),
  });
  return {
    pastBooking: await booking(-100),
    nextBooking: await booking(48),
    pastMakeup: await makeup(addDaysToIsoDate(seoulDay(0), -3)),
    nextMakeup: await makeup(seoulDay(5)),
    pause,
    change,
    text,
  };
}

describe('a member who leaves lets go of what they held', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;

  async function expectReleased(held: Awaited<ReturnType<typeof holdings>>) {
    const db = prisma();
    const booking = (id: number) => db.practiceBooking.findUniqueOrThrow({ where: { id } });
    const makeup = (id: number) => db.makeupLesson.findUniqueOrThrow({ where: { id } });
    expect((await booking(held.nextBooking.id)).status).toBe('cancelled');
    expect((await booking(held.pastBooking.id)).status).toBe('scheduled');
    expect((await makeup(held.nextMakeup.id)).status).toBe('cancelled');
    expect((await makeup(held.pastMakeup.id)).status).toBe('booked');
    const change = await db.scheduleChange.findUniqueOrThrow({ where: { id: held.change.id } });
    expect(change.status).toBe('cancelled');
    const pause = await db.pause.findUniqueOrThrow({ where: { id: held.pause.id } });
    expect(pause.state).toBe('cancelled');
    expect(await db.pausedMonth.count({ where: { pauseId: held.pause.id } })).toBe(0);
    const text = await db.textMessage.findUniqueOrThrow({ where: { id: held.text.id } });
    expect(text.status).toBe('cancelled');
  }

  it('when staff make a member inactive, then their practice bookings and make-ups ahead, their waiting requests and their queued texts are cancelled; what is past stays', async () => {
    const member = await addMember(prisma(), { name: '비활성', phone: '01077003001' });
    const held = await holdings(prisma(), member.id, '01077003001');
    const res = await callOperation(academy.staff, memberOperations.updateMember, {
      params: { id: member.id },
    }).send({ status: 'inactive' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectReleased(held);
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'member.update', entityId: String(member.id) },
    });
    expect(audit.details).toMatchObject({
      released: { practiceBookings: 1, makeups: 1, scheduleChanges: 1, pauses: 1, textMessages: 1 },
    });
  });

  it('when staff only edit an active member, then nothing they hold is touched', async () => {
    const member = await addMember(prisma(), { name: '그대로', phone: '01077003002' });
    const held = await holdings(prisma(), member.id, '01077003002');
    const res = await callOperation(academy.staff, memberOperations.updateMember, {
      params: { id: member.id },
    }).send({ name: '그대로둠' });
    expect(res.status).toBe(200);
    const booking = await prisma().practiceBooking.findUniqueOrThrow({
      where: { id: held.nextBooking.id },
    });
    expect(booking.status).toBe('scheduled');
    const text = await prisma().textMessage.findUniqueOrThrow({ where: { id: held.text.id } });
    expect(text.status).toBe('queued');
  });

  it('when staff complete a deletion request, then what the member held ahead is cancelled too', async () => {
    const member = await addMember(prisma(), { name: '삭제보유', phone: '01077003003' });
    const held = await holdings(prisma(), member.id, '01077003003');
    const request = await prisma().deletionRequest.create({
      data: { memberId: member.id, requestedById: member.id },
    });
    const res = await callOperation(academy.staff, familyOperations.completeDeletionRequest, {
      params: { id: request.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectReleased(held);
  });
});
