import type { TSolapiDouble, TSolapiDoubleOptions } from '@academy/provider-doubles';
import { afterAll, expect } from 'vitest';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { useDemoAcademy, type DemoAcademy } from './demo-academy.js';
import { solapiEnvOf, startAcademySolapiDouble } from './solapi-double.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * `useDemoAcademy` with the text channel on, towards a Solapi double started for the block (and
 * closed after it; `double()` reads it): people with a phone get the 알림톡 instead of the mail.
 * `setup.seed: false` starts from an empty academy, without the demo data; `setup.double` starts
 * the double with its own options (numbers without KakaoTalk, numbers left pending, templates).
 */
export function useTextChannelAcademy<Names extends string>(
  accounts: Record<Names, { loginId: string; password: string }>,
  setup: { seed?: boolean; double?: Partial<Omit<TSolapiDoubleOptions, 'apiKeys'>> } = {},
): DemoAcademy<TestApp, Names> & { double(): TSolapiDouble } {
  let double: TSolapiDouble | undefined;
  const academy = useDemoAcademy(accounts, async () => {
    double = await startAcademySolapiDouble(setup.double);
    return createTestApp({ seed: setup.seed ?? true, env: solapiEnvOf(double) });
  });
  afterAll(() => double?.close());
  return Object.assign(academy, {
    double() {
      if (!double) throw new Error('the Solapi double starts in beforeAll');
      return double;
    },
  });
}

/**
 * The text messages (their variables as the outbox writes them, name to value), the mails and
 * the mails held behind the 알림톡s (docs/decisions/0038) queued under keys starting with
 * `prefix` (the event), once the sends after the commit have finished.
 */
export async function messagesKeyed(testApp: TestApp, prefix: string) {
  await testApp.textMessages?.settled();
  await testApp.outbox.settled();
  const where = { dedupeKey: { startsWith: prefix } };
  const { prisma } = testApp.database;
  const texts = await prisma.textMessage.findMany({ where, orderBy: { id: 'asc' } });
  const mails = await prisma.mailOutbox.findMany({ where, orderBy: { id: 'asc' } });
  return {
    texts: texts.map((row) => ({ ...row, variables: row.variables as Record<string, string> })),
    mails: mails.filter((mail) => mail.textMessageId === null),
    heldMails: mails.filter((mail) => mail.textMessageId !== null),
  };
}

/**
 * The one text message queued under keys starting with `prefix`, checking that it is the only
 * one and that no mail went there: the person got the 알림톡 instead of the e-mail (a mail held
 * behind it goes only if it fails).
 */
export async function onlyTextMessage(testApp: TestApp, prefix: string) {
  const { texts, mails } = await messagesKeyed(testApp, prefix);
  expect(mails).toEqual([]);
  expect(texts).toHaveLength(1);
  return texts[0];
}

/** Makes the member a child of ten in the guardian's family: the guardian hears for them. */
export async function makeChildOf(
  prisma: PrismaClient,
  child: { id: number },
  guardian: { id: number },
) {
  const ten = new Date(Date.UTC(new Date().getUTCFullYear() - 10, 0, 1));
  await prisma.member.update({
    where: { id: child.id },
    data: { guardianId: guardian.id, guardianRelation: 'mother', birthDate: ten },
  });
}
