import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember } from '../../test/factories/members.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import { addKoreanAndForeign, APP_TEXTS, greeting } from './unit-of-work-test-helpers.js';
import type { TMessage, TTextRecipient } from './message.js';
import { createUnitOfWork } from './unit-of-work.js';

/** A receipt 알림톡 greeting the person it reaches, with the mail as its other form. */
const message = (key: string): TMessage => ({
  key,
  app: {
    category: 'announcement',
    texts: APP_TEXTS,
  },
  mail: greeting,
  text: (person: TTextRecipient) => ({
    kind: 'lessonApplicationReceived',
    variables: { academy: '드럼 아카데미', name: person.name, applicationId: '12' },
  }),
});

describe('the unit of work with the text channel on: a phone gets the 알림톡, the mail held behind it', () => {
  let database: Database;
  let kicks: { mail: number; text: number };
  let units: ReturnType<typeof createUnitOfWork>;
  let korean: { id: number; email: string; phoneNumber: string };
  let foreign: { id: number; email: string; phoneNumber: string };

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    ({ korean, foreign } = await addKoreanAndForeign(
      database.prisma,
      { name: '김문자', phone: '01091000001' },
      { name: 'Jane Text', phone: '01091000002' },
    ));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    kicks = { mail: 0, text: 0 };
    units = createUnitOfWork({
      prisma: database.prisma,
      outbox: { sendSoon: () => (kicks.mail += 1) },
      texts: {
        appOrigin: 'https://academy.example',
        outbox: { sendSoon: () => (kicks.text += 1) },
      },
    });
    await database.prisma.mailOutbox.deleteMany();
    await database.prisma.textMessage.deleteMany();
    await database.prisma.memberNotification.deleteMany();
  });

  const texts = () =>
    database.prisma.textMessage.findMany({
      orderBy: { id: 'asc' },
      select: {
        dedupeKey: true,
        memberId: true,
        phone: true,
        language: true,
        templateCode: true,
        text: true,
        status: true,
      },
    });

  /** Mails by status, key and address, with the 알림톡 each stands behind. */
  const mails = async () =>
    (await database.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } })).map((mail) => ({
      status: mail.status,
      dedupeKey: mail.dedupeKey,
      recipient: mail.recipient,
      subject: mail.subject,
      textMessageId: mail.textMessageId,
    }));
  const textIdOf = async (dedupeKey: string) =>
    (await database.prisma.textMessage.findUniqueOrThrow({ where: { dedupeKey } })).id;

  it('when members with a phone are told, then each gets the 알림톡 in their language, the app notice, the mail held behind the 알림톡, and one text kick after commit', async () => {
    await units.run(async ({ notify }) => {
      notify({ memberId: korean.id }, message('event:ko'));
      notify({ memberId: foreign.id }, message('event:en'));
    });
    expect(await texts()).toEqual([
      expect.objectContaining({
        dedupeKey: 'event:ko',
        memberId: korean.id,
        phone: korean.phoneNumber,
        language: 'ko',
        templateCode: 'LESSON_APPLIED_KO',
        status: 'queued',
      }),
      expect.objectContaining({
        dedupeKey: 'event:en',
        memberId: foreign.id,
        phone: foreign.phoneNumber,
        language: 'en',
        templateCode: 'LESSON_APPLIED_EN',
      }),
    ]);
    const [ko, en] = await texts();
    expect(ko?.text).toContain('김문자님, 안녕하세요.');
    expect(en?.text).toContain('Hello Jane Text,');
    // Held under the same key, in the person's language, linked to their 알림톡: not sent.
    expect(await mails()).toEqual([
      {
        status: 'held',
        dedupeKey: 'event:ko',
        recipient: korean.email,
        subject: '안내',
        textMessageId: await textIdOf('event:ko'),
      },
      {
        status: 'held',
        dedupeKey: 'event:en',
        recipient: foreign.email,
        subject: 'Notice',
        textMessageId: await textIdOf('event:en'),
      },
    ]);
    expect(await database.prisma.memberNotification.count()).toBe(2);
    expect(kicks).toEqual({ mail: 0, text: 1 });
  });

  it('when a child with a guardian is told, then the guardian gets the 알림톡 under the key, a teenager with a login their own copy keyed apart', async () => {
    const guardian = await addMember(database.prisma, { name: '보호자문자', phone: '01091000003' });
    const teen = await addMember(database.prisma, { name: '십대문자', phone: '01091000004' });
    const sixteen = new Date(Date.UTC(new Date().getUTCFullYear() - 16, 0, 1));
    await database.prisma.member.update({
      where: { id: teen.id },
      data: { guardianId: guardian.id, guardianRelation: 'mother', birthDate: sixteen },
    });
    await units.run(async ({ notify }) => notify({ memberId: teen.id }, message('event:teen')));
    expect((await texts()).map(({ dedupeKey, phone }) => [dedupeKey, phone])).toEqual([
      ['event:teen', guardian.phoneNumber],
      ['event:teen:also:1', teen.phoneNumber],
    ]);
  });

  describe('the channel each person chose (docs/decisions/0035)', () => {
    const mailsTo = async () =>
      (await database.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } })).map(
        ({ dedupeKey, recipient }) => [dedupeKey, recipient],
      );
    const sixteen = new Date(Date.UTC(new Date().getUTCFullYear() - 16, 0, 1));
    const choose = (id: number, data: { messageChannel: 'email'; email?: null }) =>
      database.prisma.member.update({ where: { id }, data });

    it('when a member who chose e-mail is told, then they get the mail and no 알림톡', async () => {
      const member = await addMember(database.prisma, { name: '메일선택', phone: '01091000011' });
      await choose(member.id, { messageChannel: 'email' });
      await units.run(async ({ notify }) => notify({ memberId: member.id }, message('chose:mail')));
      expect(await texts()).toEqual([]);
      expect(await mailsTo()).toEqual([['chose:mail', member.email]]);
    });

    it('when a teenager who chose e-mail has no address, then the 알림톡 still reaches them', async () => {
      const guardian = await addMember(database.prisma, {
        name: '알림보호자',
        phone: '01091000012',
      });
      const teen = await addMember(database.prisma, { name: '주소없음', phone: '01091000015' });
      await database.prisma.member.update({
        where: { id: teen.id },
        data: { guardianId: guardian.id, guardianRelation: 'mother', birthDate: sixteen },
      });
      await choose(teen.id, { messageChannel: 'email', email: null });
      await units.run(async ({ notify }) => notify({ memberId: teen.id }, message('no:address')));
      expect((await texts()).map(({ phone }) => phone)).toEqual([
        guardian.phoneNumber,
        teen.phoneNumber,
      ]);
      // Only the guardian has an address to hold a mail for.
      expect((await mails()).map(({ status, recipient }) => [status, recipient])).toEqual([
        ['held', guardian.email],
      ]);
    });

    it("when a child's guardian chose e-mail, then the guardian gets the mail, whatever the child's own choice", async () => {
      const guardian = await addMember(database.prisma, {
        name: '메일보호자',
        phone: '01091000013',
      });
      const teen = await addMember(database.prisma, { name: '알림톡십대', phone: '01091000014' });
      await choose(guardian.id, { messageChannel: 'email' });
      await database.prisma.member.update({
        where: { id: teen.id },
        data: { guardianId: guardian.id, guardianRelation: 'father', birthDate: sixteen },
      });
      await units.run(async ({ notify }) => notify({ memberId: teen.id }, message('family')));
      expect(await mailsTo()).toEqual([
        ['family', guardian.email],
        ['family:also:1', teen.email],
      ]);
      expect((await mails()).map(({ status }) => status)).toEqual(['pending', 'held']);
      expect((await texts()).map(({ dedupeKey, phone }) => [dedupeKey, phone])).toEqual([
        ['family:also:1', teen.phoneNumber],
      ]);
    });
  });

  describe('the choice of text messages (SMS) (docs/decisions/0045)', () => {
    const sixteen = new Date(Date.UTC(new Date().getUTCFullYear() - 16, 0, 1));
    const channels = async () =>
      (
        await database.prisma.textMessage.findMany({
          orderBy: { id: 'asc' },
          select: { dedupeKey: true, phone: true, channel: true },
        })
      ).map(({ dedupeKey, phone, channel }) => [dedupeKey, phone, channel]);
    /** A teenager of sixteen with a login, in a new guardian's family. */
    const family = async (n: number) => {
      const guardian = await addMember(database.prisma, {
        name: `문자보호자${n}`,
        phone: `0109100010${n}`,
      });
      const teen = await addMember(database.prisma, {
        name: `문자십대${n}`,
        phone: `0109100020${n}`,
      });
      await database.prisma.member.update({
        where: { id: teen.id },
        data: { guardianId: guardian.id, guardianRelation: 'mother', birthDate: sixteen },
      });
      return { guardian, teen };
    };
    const secure = (key: string): TMessage => ({
      ...message(key),
      text: (person) => ({
        kind: 'lessonApplicationApproved',
        variables: {
          academy: '드럼 아카데미',
          name: person.name,
          loginId: 'teen0001',
          temporaryPassword: 'Tmp-4417-qrst',
        },
      }),
    });

    it("when a guardian chose SMS, then the guardian's copy goes as a plain SMS, the teenager's as a 알림톡, each with its mail held", async () => {
      const { guardian, teen } = await family(1);
      await database.prisma.member.update({
        where: { id: guardian.id },
        data: { messageChannel: 'sms' },
      });
      await units.run(async ({ notify }) => notify({ memberId: teen.id }, message('sms:family')));
      expect(await channels()).toEqual([
        ['sms:family', guardian.phoneNumber, 'sms'],
        ['sms:family:also:1', teen.phoneNumber, 'alimtalk'],
      ]);
      expect((await mails()).map(({ status }) => status)).toEqual(['held', 'held']);
    });

    it('when one who chose SMS has no e-mail address and the message carries a password, then they hear only in the app', async () => {
      const { guardian, teen } = await family(2);
      await database.prisma.member.update({
        where: { id: teen.id },
        data: { messageChannel: 'sms', email: null },
      });
      await units.run(async ({ notify }) => notify({ memberId: teen.id }, secure('sms:secure')));
      // The guardian (알림톡 by default) gets the secure 알림톡; the teenager no text, no mail.
      expect(await channels()).toEqual([['sms:secure', guardian.phoneNumber, 'alimtalk']]);
      expect((await mails()).map(({ recipient }) => recipient)).toEqual([guardian.email]);
      expect(await database.prisma.memberNotification.count({ where: { memberId: teen.id } })).toBe(
        1,
      );
    });
  });

  it('when a message has no text form, or a guest has no phone, then the mail goes as before', async () => {
    await units.run(async ({ notify }) => {
      notify({ memberId: korean.id }, { key: 'mail-only', mail: greeting });
      notify(
        { address: { to: 'guest@example.com', name: 'Guest', english: true } },
        message('guest'),
      );
    });
    expect(await texts()).toEqual([]);
    const mails = await database.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(mails.map((mail) => mail.dedupeKey)).toEqual(['mail-only', 'guest']);
    expect(kicks).toEqual({ mail: 1, text: 0 });
  });

  it('when a guest is known by a phone, then they get the 알림톡 and the mail held behind it', async () => {
    await units.run(async ({ notify }) =>
      notify(
        {
          address: { to: 'guest@example.com', phone: '01091000006', name: '손님', english: false },
        },
        message('guest-phone'),
      ),
    );
    expect(await texts()).toEqual([
      expect.objectContaining({ dedupeKey: 'guest-phone', memberId: null, phone: '01091000006' }),
    ]);
    expect(await mails()).toEqual([
      expect.objectContaining({
        status: 'held',
        recipient: 'guest@example.com',
        textMessageId: await textIdOf('guest-phone'),
      }),
    ]);
    expect(kicks).toEqual({ mail: 0, text: 1 });
  });

  it('when a guest known by a phone has no address, then they get the 알림톡 alone', async () => {
    await units.run(async ({ notify }) =>
      notify(
        { address: { to: null, phone: '01091000007', name: '손님', english: false } },
        message('guest-phone-only'),
      ),
    );
    expect(await texts()).toHaveLength(1);
    expect(await database.prisma.mailOutbox.count()).toBe(0);
  });

  it('when the change fails, then no text message is written and delivery is not started', async () => {
    await expect(
      units.run(async ({ notify }) => {
        notify({ memberId: korean.id }, message('event:failed'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await texts()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(kicks).toEqual({ mail: 0, text: 0 });
  });

  it('when the same event is told twice, then its text message and its held mail are queued once', async () => {
    for (let round = 0; round < 2; round += 1) {
      await units.run(async ({ notify }) => notify({ memberId: korean.id }, message('event:once')));
    }
    expect(await texts()).toHaveLength(1);
    expect((await mails()).map(({ status, dedupeKey }) => [status, dedupeKey])).toEqual([
      ['held', 'event:once'],
    ]);
  });

  it('when the same event is told again after its 알림톡 was delivered, then no mail is held again', async () => {
    await units.run(async ({ notify }) => notify({ memberId: korean.id }, message('event:done')));
    await database.prisma.mailOutbox.deleteMany();
    await database.prisma.textMessage.updateMany({ data: { status: 'delivered' } });
    await units.run(async ({ notify }) => notify({ memberId: korean.id }, message('event:done')));
    expect(await mails()).toEqual([]);
  });

  it('when the values do not fit the template, then the person gets the mail instead', async () => {
    await units.run(async ({ notify }) =>
      notify(
        { memberId: korean.id },
        {
          ...message('too-long'),
          text: () => ({
            kind: 'lessonApplicationReceived',
            variables: { academy: 'x'.repeat(31), name: 'n', applicationId: '1' },
          }),
        },
      ),
    );
    expect(await texts()).toEqual([]);
    expect(await database.prisma.mailOutbox.count()).toBe(1);
  });

  it('when the text channel is off, then a member with a phone gets the mail as before', async () => {
    const mailOnly = createUnitOfWork({
      prisma: database.prisma,
      outbox: { sendSoon: () => (kicks.mail += 1) },
    });
    await mailOnly.run(async ({ notify }) => notify({ memberId: korean.id }, message('off')));
    expect(await texts()).toEqual([]);
    expect((await database.prisma.mailOutbox.findMany()).map((mail) => mail.recipient)).toEqual([
      korean.email,
    ]);
  });
});
