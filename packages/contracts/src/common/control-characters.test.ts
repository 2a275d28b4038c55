import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasOnlyPrintableText } from './control-characters';
import { optionalText, requiredText } from './text-fields';

const HIDDEN = {
  nul: 'a\u0000b',
  escapeSequence: 'red\u001b[31m',
  bell: 'ding\u0007',
  delete: 'a\u007fb',
  c1Control: 'a\u0085b',
  lineSeparator: 'a\u2028b',
  paragraphSeparator: 'a\u2029b',
  rightToLeftOverride: 'invoice\u202Egpj.exe',
  leftToRightEmbedding: 'a\u202Ab',
  firstStrongIsolate: 'a\u2068b',
  loneHighSurrogate: 'a\uD83Db',
  loneLowSurrogate: 'a\uDE00b',
  trailingHighSurrogate: 'a\uD83D',
};

describe('hasOnlyPrintableText', () => {
  it.each(Object.entries(HIDDEN))(
    'when the text has a %s, then it is refused on any line',
    (_, text) => {
      expect(hasOnlyPrintableText(text, 'single')).toBe(false);
      expect(hasOnlyPrintableText(text, 'multi')).toBe(false);
    },
  );

  it('when a text area holds newlines, carriage returns and tabs, then they are kept; a single line refuses them', () => {
    for (const text of ['line one\nline two', 'windows\r\nline', 'col\tcol']) {
      expect(hasOnlyPrintableText(text, 'multi')).toBe(true);
      expect(hasOnlyPrintableText(text, 'single')).toBe(false);
    }
  });

  it('when the text is Korean, English, emoji or accented, then it is printable', () => {
    for (const text of [
      '드럼 레슨 문의',
      'Drum lessons',
      '🥁 좋아요 👍🏽',
      'Café Zoë',
      '“quoted” — ok',
    ]) {
      expect(hasOnlyPrintableText(text)).toBe(true);
    }
  });
});

describe('text fields refuse control characters with their own message', () => {
  it('when a required or optional text holds a bidi override, then the issue is controlCharacters', () => {
    const schema = z.object({
      name: requiredText('nameRequired'),
      message: optionalText(500, 'multi'),
    });
    const result = schema.safeParse({ name: 'a\u202Eb', message: 'ok\nstill ok\u001b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'controlCharacters'],
      ['message', 'controlCharacters'],
    ]);
  });

  it('when a multi-line text has only newlines and tabs, then it passes', () => {
    expect(optionalText(500, 'multi').parse('첫 줄\n\t둘째 줄')).toBe('첫 줄\n\t둘째 줄');
  });
});
