import { familyOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember, addSignedInMember } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { personalDataRetentionJob } from './personal-data-retention-job.js';
import { runJobAt } from '../../test/run-job.js';

const RUNS = 4;
const REQUESTS = 20;

// Simultaneous runs and requests only race on a server with many connections; the embedded
// database has one.
describe.skipIf(!testDatabaseServerUrl)('deletion and retention under simultaneous work', () => {
  const app = useTestApp({ seed: true });

  it('when several retention runs start at the same moment, then each member is anonymized once', async () => {
    const { testApp } = app;
    const { prisma } = testApp.database;
    const ids: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const member = await addMember(prisma, {
        name: `경합탈퇴${n}`,
        phone: `0107900${String(n).padStart(4, '0')}`,
      });
      await prisma.member.update({
        where: { id: member.id },
        data: { status: 'inactive', leftOn: fromIsoDate('2020-01-01') },
      });
      ids.push(member.id);
    }
    await Promise.all(
      Array.from({ length: RUNS }, () => runJobAt(personalDataRetentionJob, testApp, new Date())),
    );
    const audits = await prisma.auditLog.groupBy({
      by: ['entityId'],
      where: { action: 'member.anonymize', entityId: { in: ids.map(String) } },
      _count: true,
    });
    expect(audits.map((row) => row._count)).toEqual(ids.map(() => 1));
    const left = await prisma.member.count({ where: { id: { in: ids }, anonymizedAt: null } });
    expect(left).toBe(0);
  });

  it('when a member sends 20 deletion requests at once, then one is recorded and the others are refused', async () => {
    const { testApp } = app;
    const { member, agent } = await addSignedInMember(testApp, {
      name: '경합요청',
      phone: '01079010001',
    });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        callOperation(agent, familyOperations.requestDeletion).send({ userId: member.id }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.body.code === 'DELETION_REQUEST_OPEN')).toHaveLength(
      REQUESTS - 1,
    );
    const rows = await testApp.database.prisma.deletionRequest.count({
      where: { memberId: member.id },
    });
    expect(rows).toBe(1);
  });
});
