import { DEPOSITOR_NAME_LIMITS } from './tuition.limits';

/** What a bank may refuse in a depositor name: anything but letters and digits. */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;

/**
 * The depositor name (입금자명) a member writes on the transfer of a due, so staff can match
 * the deposit (decision 0040): the student's name without spaces or signs, cut to
 * DEPOSITOR_NAME_LIMITS.NAME_CHARS characters, then the due's month as YYMM: "김하늘2603".
 * One due per member and month makes it stable and tells two months of one student apart.
 */
export function depositorNameOf(memberName: string, month: string): string {
  const name = Array.from(memberName.replace(NOT_LETTER_OR_DIGIT, ''))
    .slice(0, DEPOSITOR_NAME_LIMITS.NAME_CHARS)
    .join('');
  return `${name}${month.slice(2, 4)}${month.slice(5, 7)}`;
}
