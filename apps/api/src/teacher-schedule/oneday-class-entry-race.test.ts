import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import {
  addOnedayApplication,
  onedayClassBody,
  seoulDay,
} from '../../test/factories/teacher-schedule.js';
import { ordinaryDayFromToday } from '../../test/seoul-days.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { callOperation } from '../../test/call-operation.js';
import { scheduleOperations, onedayOperations } from '@academy/contracts';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('one-day class entries under simultaneous requests', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin });

  const newApplication = (name: string) =>
    addOnedayApplication(academy.testApp.database.prisma, name);
  const postClass = (relatedId: number, date: string) =>
    callOperation(academy.admin, scheduleOperations.createPersonalSchedule).send(
      onedayClassBody(relatedId, date),
    );
  const entriesOf = (relatedOnedayId: number) =>
    academy.testApp.database.prisma.personalSchedule.findMany({ where: { relatedOnedayId } });

  it('when a confirmation and 20 posts of its class arrive at once, then the calendar holds one entry and every post is answered with it', async () => {
    const applicationId = await newApplication('경합원데이');
    const date = ordinaryDayFromToday(70);
    const [confirmation, ...posts] = await Promise.all([
      callOperation(academy.admin, onedayOperations.updateOnedayStatus, {
        params: { id: applicationId },
      }).send({ status: 'scheduled', scheduledAt: `${date}T06:00:00.000Z` }),
      ...Array.from({ length: 20 }, () => postClass(applicationId, date)),
    ]);

    expect(confirmation?.status, JSON.stringify(confirmation?.body)).toBe(200);
    expect(posts.map((res) => res.status)).toEqual(Array(20).fill(201));
    const entries = await entriesOf(applicationId);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(new Set(posts.map((res) => res.body.data.schedule.scheduleId))).toEqual(
      new Set([entry?.id]),
    );
    // Whoever got in first, the class stands at the confirmed hour (15:00 in Seoul).
    expect([entry?.startMinute, entry?.endMinute]).toEqual([15 * 60, 16 * 60]);
  });

  it('when 20 posts of one class arrive at once, then one entry is written and every post is answered with it', async () => {
    const applicationId = await newApplication('동시원데이');
    const posts = await Promise.all(
      Array.from({ length: 20 }, () => postClass(applicationId, seoulDay(71))),
    );
    expect(posts.map((res) => res.status)).toEqual(Array(20).fill(201));
    const entries = await entriesOf(applicationId);
    expect(entries).toHaveLength(1);
    expect(new Set(posts.map((res) => res.body.data.schedule.scheduleId))).toEqual(
      new Set([entries[0]?.id]),
    );
    const created = await academy.testApp.database.prisma.auditLog.count({
      where: { action: 'teacher_schedule.create', entityId: String(entries[0]?.id) },
    });
    expect(created).toBe(1);
  });
});
