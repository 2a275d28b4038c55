import { beforeAll, describe, expect, it } from 'vitest';
import { ZPersonalScheduleListRead, scheduleOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { SIDEBAR_LIMITS } from './teacher-schedule-repository.js';
import { seoulDay } from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

describe('GET /api/teacher-schedule at scale', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin });

  beforeAll(async () => {
    const oneOff = (days: number, title: string) => ({
      teacherId: 1,
      title,
      scheduleDate: fromIsoDate(seoulDay(days)),
      startMinute: 600,
      endMinute: 660,
    });
    // Years of past one-day classes, a few coming events, and a series still running.
    await academy.testApp.database.prisma.personalSchedule.createMany({
      data: [
        ...Array.from({ length: SIDEBAR_LIMITS.past + 50 }, (_, i) => oneOff(-1 - i, `past ${i}`)),
        oneOff(0, 'today'),
        oneOff(3, 'coming'),
        {
          ...oneOff(-400, 'weekly band practice'),
          isRecurring: true,
          recurringPattern: 'weekly',
          recurringUntil: fromIsoDate(seoulDay(60)),
        },
      ],
    });
  });

  it('when the teacher has more past schedules than the list holds, then every coming one and the latest past ones are listed, earliest first', async () => {
    const res = await callOperation(academy.admin, scheduleOperations.listPersonalSchedules, {
      query: { teacherId: 1 },
    });
    expect(res.status).toBe(200);
    const { schedules } = ZPersonalScheduleListRead.parse(res.body.data).data;
    const titles = schedules.map((schedule) => schedule.title);
    expect(titles).toEqual(expect.arrayContaining(['today', 'coming', 'weekly band practice']));
    expect(titles).toContain('past 0');
    expect(titles).toContain(`past ${SIDEBAR_LIMITS.past - 1}`);
    expect(titles).not.toContain(`past ${SIDEBAR_LIMITS.past}`);
    const days = schedules.map((schedule) => schedule.scheduleDate ?? '');
    expect(days).toEqual([...days].sort());
  });
});
