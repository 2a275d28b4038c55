import { toAcademyIsoDate, toAcademyMinutes } from '../common/seoul-time';
import type { TBilingualText } from '../common/language';
import {
  inBothLanguages,
  sentenceDateTime,
  sentenceMonth,
  type TSentenceLanguage,
} from '../common/sentence-dates';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { tuitionAmountText } from '../tuition/tuition-amount';
import { bankNameOf } from './virtual-accounts.enums';

/** "3월 11일 (화) 18:00" / "Tue, Mar 11, 18:00": a deposit deadline in Seoul time. */
export function depositDeadlineText(deadline: Date, language: TSentenceLanguage): string {
  const minutes = toAcademyMinutes(deadline);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return sentenceDateTime(toAcademyIsoDate(deadline), clock, language);
}

const bilingualDeadline = (deadline: Date): TBilingualText => ({
  ko: depositDeadlineText(deadline, 'ko'),
  en: depositDeadlineText(deadline, 'en'),
});

type TAccountFacts = {
  month: string;
  amount: number;
  bankCode: string;
  accountNumber: string;
  depositDeadline: Date;
};

/** Member notification: the account to pay a due into, and until when (decision 0046). */
export function virtualAccountIssuedTexts(facts: TAccountFacts): TStoredNotificationTexts {
  const amount = tuitionAmountText(facts.amount);
  const deadline = bilingualDeadline(facts.depositDeadline);
  const month = inBothLanguages((language) => sentenceMonth(facts.month, language));
  const bank = { ko: bankNameOf(facts.bankCode, 'ko'), en: bankNameOf(facts.bankCode, 'en') };
  return {
    title: '수강료 가상계좌 안내',
    titleEn: 'Virtual account for tuition',
    message: `${month.ko} 수강료 ${amount.ko}를 ${bank.ko} ${facts.accountNumber} 계좌로 ${deadline.ko}까지 입금해주세요.`,
    messageEn: `Please pay the ${month.en} tuition, ${amount.en}, into ${bank.en} ${facts.accountNumber} by ${deadline.en}.`,
  };
}

/** Member notification: the account closed unpaid; the due is still to be paid. */
export function virtualAccountExpiredTexts(
  facts: Pick<TAccountFacts, 'month' | 'amount' | 'depositDeadline'>,
): TStoredNotificationTexts {
  const amount = tuitionAmountText(facts.amount);
  const deadline = bilingualDeadline(facts.depositDeadline);
  const month = inBothLanguages((language) => sentenceMonth(facts.month, language));
  return {
    title: '가상계좌 입금 기한 만료',
    titleEn: 'Virtual account expired',
    message: `${month.ko} 수강료(${amount.ko}) 가상계좌가 입금 없이 기한(${deadline.ko})이 지나 닫혔습니다. 수강료 화면에서 새 계좌를 받거나 다른 방법으로 납부해주세요.`,
    messageEn: `The virtual account for the ${month.en} tuition (${amount.en}) closed unpaid at its deadline (${deadline.en}). Please get a new account from your tuition, or pay another way.`,
  };
}

/** Why staff's change of a due closed its waiting account (decision 0063). */
export type TAccountClosedReason = { kind: 'amount'; amount: number } | { kind: 'paid' };

/**
 * Member notification: staff changed the due's amount, or recorded its payment by hand, so its
 * waiting account was closed before anyone could pay the old amount into it (decision 0063).
 */
export function virtualAccountClosedTexts(facts: {
  month: string;
  amount: number;
  reason: TAccountClosedReason;
}): TStoredNotificationTexts {
  const amount = tuitionAmountText(facts.amount);
  const month = inBothLanguages((language) => sentenceMonth(facts.month, language));
  const { reason } = facts;
  const closed = {
    ko: `${month.ko} 수강료(${amount.ko}) 가상계좌를 닫았습니다. 이 계좌로는 입금할 수 없습니다.`,
    en: `The virtual account for the ${month.en} tuition (${amount.en}) is closed; it takes no deposit.`,
  };
  if (reason.kind === 'paid') {
    return {
      title: '가상계좌 종료 안내',
      titleEn: 'Virtual account closed',
      message: `${closed.ko} 학원에서 이 수강료를 납부된 것으로 기록했습니다.`,
      messageEn: `${closed.en} The academy recorded this tuition as paid.`,
    };
  }
  const changed = tuitionAmountText(reason.amount);
  return {
    title: '가상계좌 종료 안내',
    titleEn: 'Virtual account closed',
    message: `${closed.ko} 학원에서 수강료를 ${changed.ko}으로 바꾸었습니다. 수강료 화면에서 새 계좌를 받거나 다른 방법으로 납부해주세요.`,
    messageEn: `${closed.en} The academy changed the tuition to ${changed.en}. Please get a new account from your tuition, or pay another way.`,
  };
}
