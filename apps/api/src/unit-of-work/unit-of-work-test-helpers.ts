import { addMember } from '../../test/factories/members.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { personalMail, type MailRecipient } from '../mail/personal-mail.js';

/** The app notice of the unit of work's test messages. */
export const APP_TEXTS = { title: '제목', titleEn: 'Title', message: '내용', messageEn: 'Body' };

/** The mail form of the unit of work's test messages, in the language of the person it reaches. */
export const greeting = (recipient: MailRecipient) =>
  personalMail(recipient, {
    ko: { subject: '안내', lines: ['한국어'] },
    en: { subject: 'Notice', lines: ['English'] },
  });

/** Two members with a phone each: one who reads Korean and a foreigner, who reads English. */
export async function addKoreanAndForeign(
  prisma: PrismaClient,
  korean: { name: string; phone: string },
  foreign: { name: string; phone: string },
) {
  const koreanMember = await addMember(prisma, korean);
  const foreignMember = await addMember(prisma, foreign);
  await prisma.member.update({ where: { id: foreignMember.id }, data: { isForeigner: true } });
  return { korean: koreanMember, foreign: foreignMember };
}
