import { ALIMTALK_TEMPLATES, type TInquiryAnswerNotice, type TLanguage } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { findUnusableTemplateCodes } from '../text-messages/template-states-repository.js';

/**
 * Whether a guest asking on a page in `language` will hear by 알림톡 when the inquiry is
 * answered (docs/product/inquiries.md): the text channel is on and that language's
 * `inquiryAnswered` template is not known unusable (docs/decisions/0034). The answer has no mail
 * form, so otherwise the guest would be told nothing: the form says so, and the submit ignores
 * the wish rather than keep a phone for nothing.
 */
export function createGetAnswerNotice(deps: { prisma: PrismaClient; textChannelOn: boolean }) {
  return async function getAnswerNotice(language: TLanguage): Promise<TInquiryAnswerNotice> {
    if (!deps.textChannelOn) return { available: false };
    const unusable = await findUnusableTemplateCodes(deps.prisma);
    const { code } = ALIMTALK_TEMPLATES.inquiryAnswered[language === 'ENG' ? 'en' : 'ko'];
    return { available: !unusable.has(code) };
  };
}

export type GetAnswerNotice = ReturnType<typeof createGetAnswerNotice>;
