/**
 * How long a text is for the carriers: SMS holds 90 bytes of EUC-KR, longer texts go as LMS
 * (docs: api-reference/message-status-codes.md, code 1031). In EUC-KR an ASCII character takes
 * one byte and a Hangul syllable (or any other character it holds) two.
 */
export const SMS_MAX_BYTES = 90;

export function eucKrByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += character.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

export function smsTypeOf(text: string): 'SMS' | 'LMS' {
  return eucKrByteLength(text) <= SMS_MAX_BYTES ? 'SMS' : 'LMS';
}
