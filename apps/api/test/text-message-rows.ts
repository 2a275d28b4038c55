import {
  ALIMTALK_TEMPLATES,
  ALIMTALK_VARIABLES,
  renderAlimtalk,
  textMessageOperations,
} from '@academy/contracts';
import request from 'supertest';
import { expect } from 'vitest';
import { queueHeldMails } from '../src/mail/outbox/queue-mail.js';
import type { SolapiSettings } from '../src/config/config.js';
import { createSolapiProvider } from '../src/text-messages/solapi/solapi-provider.js';
import { queueTextMessages } from '../src/text-messages/outbox/queue-text-messages.js';
import { callOperation } from './call-operation.js';
import type { TestApp } from './test-app.js';

/** A number without KakaoTalk, for the double's `kakaoFailingNumbers`: its 알림톡 goes out as SMS/LMS. */
export const FALLBACK_PHONE = '01000000012';
/** A number whose carrier never reports, for the double's `pendingNumbers`: it stays pending. */
export const PENDING_PHONE = '01000000013';

/** lessonApplicationReceived, filled with the examples, as the unit of work queues it. */
export function receipt(key: string, phone: string, memberId: number | null = null) {
  const template = ALIMTALK_TEMPLATES.lessonApplicationReceived.ko;
  const variables = {
    academy: ALIMTALK_VARIABLES.academy.example.ko,
    name: ALIMTALK_VARIABLES.name.example.ko,
    applicationId: ALIMTALK_VARIABLES.applicationId.example.ko,
  };
  const rendered = renderAlimtalk(template, variables);
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.refusals));
  return {
    dedupeKey: key,
    memberId,
    phone,
    kind: 'lessonApplicationReceived' as const,
    language: 'ko' as const,
    templateCode: template.code,
    variables,
    text: rendered.message.text,
    buttons: [],
  };
}

let keys = 0;

/** Queues one receipt and sends it through the app's outbox: the row is `sent`, with its id. */
export async function sentMessage(testApp: TestApp, phone: string) {
  keys += 1;
  const key = `sent-test:${keys}`;
  const now = new Date();
  const { prisma } = testApp.database;
  await prisma.$transaction((tx) => queueTextMessages(tx, [receipt(key, phone)], now));
  await testApp.textMessages?.sendPendingTextMessages({ limit: 10, now });
  const row = await prisma.textMessage.findUniqueOrThrow({ where: { dedupeKey: key } });
  expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.any(String) });
  return row as typeof row & { providerMessageId: string };
}

/** The text message's row as it is now. */
export const rowOf = (testApp: TestApp, id: bigint) =>
  testApp.database.prisma.textMessage.findUniqueOrThrow({ where: { id } });

/**
 * A receipt to `phone` (a number without KakaoTalk) sent straight to the provider without the
 * SMS fallback, recorded `sent`: the provider fails it (3104) and its report is still to come.
 */
export async function undeliverableMessage(
  testApp: TestApp,
  settings: SolapiSettings,
  key: string,
  phone: string,
) {
  const message = receipt(key, phone);
  const [result] = await createSolapiProvider(settings).send([
    {
      kind: 'alimtalk',
      key: message.dedupeKey,
      to: message.phone,
      templateId: message.templateCode,
      variables: message.variables,
      buttons: [],
      text: message.text,
      smsFallback: false,
    },
  ]);
  if (result?.outcome !== 'accepted') throw new Error('the double refused the message');
  const row = await testApp.database.prisma.textMessage.create({
    data: {
      ...message,
      status: 'sent',
      sentAt: new Date(),
      providerMessageId: result.providerMessageId,
    },
  });
  return row as typeof row & { providerMessageId: string };
}

/** Holds a mail behind the text message, as the unit of work does for a person with an address. */
export const holdMailBehind = (testApp: TestApp, row: { id: bigint; dedupeKey: string }) =>
  testApp.database.prisma.$transaction((tx) =>
    queueHeldMails(tx, [
      {
        dedupeKey: row.dedupeKey,
        language: 'ko',
        message: { to: 'held@example.com', subject: 'held', text: 'held' },
        textMessageId: row.id,
      },
    ]),
  );

/** The mail held (or once held) behind the text message. */
export const heldMailOf = (testApp: TestApp, textMessageId: bigint) =>
  testApp.database.prisma.mailOutbox.findUniqueOrThrow({ where: { textMessageId } });

/** The provider posting a delivery report, as a server does: no Origin, no cookies, JSON. */
export const postReport = (testApp: TestApp, body: unknown) =>
  callOperation(request(testApp.app), textMessageOperations.receiveSolapiReport)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));
