/**
 * Characters that are never part of what a person means to type and can disguise text shown to
 * others: C0 and C1 controls (ESC sequences, NUL, which PostgreSQL cannot store), DEL, the
 * Unicode line and paragraph separators, bidirectional embeddings, overrides and isolates
 * (U+202E shows "gpj.exe" as "exe.jpg") and lone surrogate halves (not text at all).
 * Newline, carriage return and tab are allowed where a text may have several lines.
 */
const ALWAYS_REFUSED = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069`;
const LONE_SURROGATE = String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;

const REFUSED_IN_MULTI_LINE = new RegExp(`[${ALWAYS_REFUSED}]|${LONE_SURROGATE}`);
const REFUSED_IN_SINGLE_LINE = new RegExp(`[${ALWAYS_REFUSED}\\t\\n\\r]|${LONE_SURROGATE}`);

export type TTextLines = 'single' | 'multi';

export function hasOnlyPrintableText(value: string, lines: TTextLines = 'single'): boolean {
  return !(lines === 'multi' ? REFUSED_IN_MULTI_LINE : REFUSED_IN_SINGLE_LINE).test(value);
}
