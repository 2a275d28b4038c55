import { bilingualTexts } from '../common/language';
import { TEXT_MESSAGE_USAGE_MONTHS } from './text-message-usage.limits';

/** Refusals of the usage's month, keyed like the other validation messages. */
export const TEXT_MESSAGE_USAGE_VALIDATION_MESSAGES = bilingualTexts({
  textUsageMonthOutOfRange: {
    ko: `${TEXT_MESSAGE_USAGE_MONTHS.FIRST}부터 다음 달까지의 월만 선택할 수 있습니다.`,
    en: `The month must be between ${TEXT_MESSAGE_USAGE_MONTHS.FIRST} and next month.`,
  },
});
