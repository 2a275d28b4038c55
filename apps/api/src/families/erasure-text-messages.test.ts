import { familyOperations, seoulInstant } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMember, addSignedInMember } from '../../test/factories/members.js';
import { runJobAt } from '../../test/run-job.js';
import { heldMailOf, holdMailBehind, receipt } from '../../test/text-message-rows.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { personalDataRetentionJob } from './personal-data-retention-job.js';

/** A queued, a sent and a delivered text message about `memberId`, at `phone`. */
async function textsAbout(prisma: PrismaClient, memberId: number, phone: string) {
  const row = (state: string, data: object) =>
    prisma.textMessage.create({
      data: { ...receipt(`erasure:${memberId}:${state}`, phone, memberId), ...data },
    });
  return [
    await row('queued', {}),
    await row('sent', { status: 'sent', providerMessageId: `M4VERASE${memberId}S` }),
    await row('delivered', {
      status: 'delivered',
      providerMessageId: `M4VERASE${memberId}D`,
      deliveredAs: 'ATA',
      deliveredAt: new Date(),
    }),
  ] as const;
}

const ERASED = { phone: '', text: '', variables: {}, buttons: [] };

describe('text messages at erasure', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;

  it('when staff complete a member’s deletion request, then their queued texts are cancelled, every text about them loses phone, text and values and the mails held behind them are discarded; another member’s stay', async () => {
    const leaving = await addSignedInMember(academy.testApp, {
      name: '문자탈퇴',
      phone: '01077002001',
    });
    const staying = await addMember(prisma(), { name: '문자남음', phone: '01077002002' });
    const [queued, sent, delivered] = await textsAbout(prisma(), leaving.member.id, '01077002001');
    const others = await textsAbout(prisma(), staying.id, '01077002002');
    for (const row of [queued, sent, others[1]]) await holdMailBehind(academy.testApp, row);
    const asked = await callOperation(leaving.agent, familyOperations.requestDeletion).send({
      userId: leaving.member.id,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const { id } = await prisma().deletionRequest.findFirstOrThrow({
      where: { memberId: leaving.member.id, state: 'open' },
    });
    const res = await callOperation(academy.staff, familyOperations.completeDeletionRequest, {
      params: { id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rowOf = (row: { id: bigint }) =>
      prisma().textMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(await rowOf(queued)).toMatchObject({ status: 'cancelled', ...ERASED });
    expect(await rowOf(sent)).toMatchObject({ status: 'sent', ...ERASED });
    expect(await rowOf(delivered)).toMatchObject({
      status: 'delivered',
      deliveredAs: 'ATA',
      ...ERASED,
    });
    for (const other of others) {
      expect(await rowOf(other)).toMatchObject({ status: other.status, phone: '01077002002' });
    }
    // A report of failure coming later must not mail a person who left.
    for (const row of [queued, sent]) {
      expect(await heldMailOf(academy.testApp, row.id)).toMatchObject({
        status: 'discarded',
        recipient: '',
      });
    }
    expect(await heldMailOf(academy.testApp, others[1].id)).toMatchObject({ status: 'held' });
  });

  it('when the retention job anonymizes a member who left, then their texts are cleared too', async () => {
    const now = seoulInstant('2031-03-10', 1);
    const left = await addMember(prisma(), { name: '문자보존', phone: '01077002003' });
    await prisma().member.update({
      where: { id: left.id },
      data: { status: 'inactive', leftOn: fromIsoDate('2030-01-05') },
    });
    const [queued, , delivered] = await textsAbout(prisma(), left.id, '01077002003');
    await runJobAt(personalDataRetentionJob, academy.testApp, now);
    const rows = await prisma().textMessage.findMany({
      where: { id: { in: [queued.id, delivered.id] } },
      orderBy: { id: 'asc' },
    });
    expect(rows).toMatchObject([
      { status: 'cancelled', ...ERASED },
      { status: 'delivered', ...ERASED },
    ]);
  });
});
