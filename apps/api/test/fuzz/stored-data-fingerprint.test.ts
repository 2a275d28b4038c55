import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../factories/members.js';
import { testDatabaseServerUrl } from '../database-pass.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storedDataFingerprint } from './stored-data-fingerprint.js';

/** The fuzzers' "nothing was stored" check must see every committed write, and only those. */
describe('the stored-data fingerprint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
  }, 60_000);
  afterAll(() => testApp.close());
  const fingerprint = () => storedDataFingerprint(testApp);

  it('when nothing is written between two reads, then they are equal', async () => {
    expect(await fingerprint()).toBe(await fingerprint());
  });

  it('when a row is added, changed or deleted, then it differs, also right after an unchanged read', async () => {
    const prisma = testApp.database.prisma;
    const start = await fingerprint();
    expect(await fingerprint()).toBe(start);

    const member = await addMember(prisma, { name: '지문시험', phone: '01077770001' });
    const added = await fingerprint();
    expect(added).not.toBe(start);

    await prisma.member.update({ where: { id: member.id }, data: { name: '지문변경' } });
    const changed = await fingerprint();
    expect(changed).not.toBe(added);

    await prisma.member.delete({ where: { id: member.id } });
    expect(await fingerprint()).toBe(start);
  });

  it('when a write is rolled back, then it is equal', async () => {
    const prisma = testApp.database.prisma;
    const { id } = await prisma.member.findFirstOrThrow();
    const before = await fingerprint();
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.member.update({ where: { id }, data: { name: '되돌림' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await fingerprint()).toBe(before);
  });

  it('when only a rate-limit counter moves, then it is equal', async () => {
    const before = await fingerprint();
    await testApp.database.prisma.rateLimitCounter.create({
      data: { keyHash: 'f'.repeat(64), hits: 1, resetsAt: new Date(Date.now() + 60_000) },
    });
    expect(await fingerprint()).toBe(before);
  });

  // Two connections at once: PostgreSQL only (the embedded database has one).
  it.skipIf(!testDatabaseServerUrl)(
    'when a write is uncommitted at one read and commits after it, then the next read differs',
    async () => {
      const prisma = testApp.database.prisma;
      const { id } = await prisma.member.findFirstOrThrow();
      const before = await fingerprint();
      let during = '';
      await prisma.$transaction(async (tx) => {
        await tx.member.update({ where: { id }, data: { name: '커밋전' } });
        during = await fingerprint();
      });
      expect(during).toBe(before);
      expect(await fingerprint()).not.toBe(before);
    },
  );
});
