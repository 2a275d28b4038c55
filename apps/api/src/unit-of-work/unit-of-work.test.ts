import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember } from '../../test/factories/members.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import { addKoreanAndForeign, APP_TEXTS, greeting } from './unit-of-work-test-helpers.js';
import type { TMessage } from './message.js';
import { createUnitOfWork } from './unit-of-work.js';

const message = (key: string): TMessage => ({
  key,
  app: { category: 'announcement', texts: APP_TEXTS },
  mail: greeting,
});

describe('the unit of work: a change, its notifications, mail and audit, delivered after commit', () => {
  let database: Database;
  let kicks: number[];
  let units: ReturnType<typeof createUnitOfWork>;
  let korean: { id: number; email: string };
  let foreign: { id: number; email: string };

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    ({ korean, foreign } = await addKoreanAndForeign(
      database.prisma,
      { name: '김회원', phone: '01090000001' },
      { name: 'Jane', phone: '01090000002' },
    ));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    kicks = [];
    units = createUnitOfWork({
      prisma: database.prisma,
      outbox: { sendSoon: () => kicks.push(Date.now()) },
    });
    await database.prisma.mailOutbox.deleteMany();
    await database.prisma.memberNotification.deleteMany();
    await database.prisma.auditLog.deleteMany();
  });

  const outbox = () =>
    database.prisma.mailOutbox.findMany({
      orderBy: { id: 'asc' },
      select: { dedupeKey: true, recipient: true, language: true, subject: true },
    });

  it('when a teenager with their own login is told, then the guardian (at the longest address) and the teenager each get the mail, the notice stays on the teenager', async () => {
    const guardian = await addMember(database.prisma, { name: '보호자', phone: '01090000003' });
    const longAddress = `${'g'.repeat(64)}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(50)}.kr`;
    await database.prisma.member.update({
      where: { id: guardian.id },
      data: { email: longAddress, isForeigner: true },
    });
    const teen = await addMember(database.prisma, { name: '십대', phone: '01090000004' });
    const sixteen = new Date(Date.UTC(new Date().getUTCFullYear() - 16, 0, 1));
    await database.prisma.member.update({
      where: { id: teen.id },
      data: { guardianId: guardian.id, guardianRelation: 'mother', birthDate: sixteen },
    });
    await units.run(async ({ notify }) => notify({ memberId: teen.id }, message('event:teen')));
    expect(await outbox()).toEqual([
      { dedupeKey: 'event:teen', recipient: longAddress, language: 'en', subject: 'Notice' },
      { dedupeKey: 'event:teen:also:1', recipient: teen.email, language: 'ko', subject: '안내' },
    ]);
    const notices = await database.prisma.memberNotification.findMany();
    expect(notices.map((row) => row.memberId)).toEqual([teen.id]);
  });

  it('when a member is told, then they get the in-app notice and a mail to their address in their language', async () => {
    await units.run(async ({ notify }) => {
      notify({ memberId: korean.id }, message('event:ko'));
      notify({ memberId: foreign.id }, message('event:en'));
    });
    expect(await outbox()).toEqual([
      { dedupeKey: 'event:ko', recipient: korean.email, language: 'ko', subject: '안내' },
      { dedupeKey: 'event:en', recipient: foreign.email, language: 'en', subject: 'Notice' },
    ]);
    const notices = await database.prisma.memberNotification.findMany({ orderBy: { id: 'asc' } });
    expect(notices.map((row) => [row.memberId, row.category, row.title])).toEqual([
      [korean.id, 'announcement', '제목'],
      [foreign.id, 'announcement', '제목'],
    ]);
    expect(kicks).toHaveLength(1);
  });

  it('when the change fails, then nothing is written and nothing is delivered', async () => {
    await expect(
      units.run(
        async ({ notify, audit }) => {
          notify({ memberId: korean.id }, message('event:failed'));
          audit({ action: 'test.fail', entityType: 'member', entityId: korean.id });
          throw new Error('the change failed');
        },
        { staffId: null },
      ),
    ).rejects.toThrow('the change failed');
    expect(await outbox()).toEqual([]);
    expect(await database.prisma.memberNotification.count()).toBe(0);
    expect(await database.prisma.auditLog.count()).toBe(0);
    expect(kicks).toEqual([]);
  });

  it('when only the app is told, then no mail is queued and delivery is not started', async () => {
    await units.run(async ({ notify }) => {
      notify(
        { memberId: korean.id },
        { key: 'event:app', app: { category: 'announcement', texts: APP_TEXTS } },
      );
    });
    expect(await outbox()).toEqual([]);
    expect(await database.prisma.memberNotification.count()).toBe(1);
    expect(kicks).toEqual([]);
  });

  it('when someone known only by an address is told, then they get mail in the language given, and no address means no mail', async () => {
    await units.run(async ({ notify }) => {
      notify({ address: { to: 'guest@example.com', name: 'Guest', english: true } }, message('g'));
      notify({ address: { to: null, name: 'Nobody', english: false } }, message('none'));
      notify({ memberId: korean.id, to: 'old@example.com' }, { key: 'old', mail: greeting });
    });
    expect(await outbox()).toEqual([
      { dedupeKey: 'g', recipient: 'guest@example.com', language: 'en', subject: 'Notice' },
      { dedupeKey: 'old', recipient: 'old@example.com', language: 'ko', subject: '안내' },
    ]);
    expect(await database.prisma.memberNotification.count()).toBe(0);
  });

  it('when the same event is told twice, then its mail is queued once', async () => {
    for (let round = 0; round < 2; round += 1) {
      await units.run(async ({ notify }) => notify({ memberId: korean.id }, message('event:once')));
    }
    expect(await outbox()).toHaveLength(1);
  });

  it('when a change is audited, then the row names the staff member given to run, and naming nobody is refused', async () => {
    const admin = await database.prisma.staff.findFirstOrThrow({ where: { role: 'admin' } });
    await units.run(
      async ({ audit }) => audit({ action: 'test.do', entityType: 'member', entityId: 7 }),
      { staffId: admin.id },
    );
    expect(
      await database.prisma.auditLog.findMany({ select: { staffId: true, entityId: true } }),
    ).toEqual([{ staffId: admin.id, entityId: '7' }]);
    await expect(
      units.run(async ({ audit }) =>
        audit({ action: 'test.do', entityType: 'member', entityId: 8 }),
      ),
    ).rejects.toThrow('staffId');
  });

  it('when staff are told, then every staff account gets the notice', async () => {
    const staff = await database.prisma.staff.count();
    await units.run(async ({ notifyStaff }) =>
      notifyStaff({ category: 'makeup_request', texts: APP_TEXTS, relatedId: 987_654 }),
    );
    expect(await database.prisma.staffNotification.count({ where: { relatedId: 987_654 } })).toBe(
      staff,
    );
  });
});
