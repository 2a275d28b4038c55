import { z } from 'zod';
import { hasOnlyPrintableText, type TTextLines } from './control-characters';
import type { TValidationMessageKey } from './validation-messages';
import { TEXT_LIMITS } from './text-limits';

// The limits live apart, so modules the validation messages gather can read them without
// importing these fields (and through them the messages: imports go one way).
export { TEXT_LIMITS } from './text-limits';

/** A trimmed string that must not be empty; missing, wrong type and blank all give `key`. */
export function filledString(key: TValidationMessageKey) {
  return z.string({ error: key }).trim().min(1, { error: key, abort: true });
}

/**
 * A filled string (see filledString) of at most `max` characters. Control characters are
 * refused (see control-characters.ts); `lines: 'multi'` keeps newlines and tabs for the texts
 * typed into a text area.
 */
export function requiredText(
  key: TValidationMessageKey,
  max: number = TEXT_LIMITS.SHORT_TEXT,
  lines: TTextLines = 'single',
) {
  return filledString(key)
    .max(max, { error: 'tooLong' })
    .refine((value) => hasOnlyPrintableText(value, lines), { error: 'controlCharacters' });
}

export function optionalText(max: number = TEXT_LIMITS.SHORT_TEXT, lines: TTextLines = 'single') {
  return z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, { error: 'tooLong' })
    .refine((value) => hasOnlyPrintableText(value, lines), { error: 'controlCharacters' })
    .optional();
}

/** A search typed into a box, sent in a query string: trimmed and bounded; blank searches nothing. */
export function optionalSearch(max: number) {
  return optionalText(max).transform((value) => value || undefined);
}

/** Enum whose missing value shows `requiredKey`; an unknown value is reported as invalid. */
export function requiredEnum<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  requiredKey: TValidationMessageKey,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? requiredKey : 'invalidValue',
  });
}

/** Other spellings a client may send for an enumeration's values, each with its canonical value. */
export type TEnumAliases<TValues extends readonly string[]> = Readonly<
  Record<string, TValues[number]>
>;

/**
 * An enumeration that also accepts `aliases` (for example the Korean values the specification
 * writes for inquiry categories) and parses every one to its canonical value, so one form is
 * stored and answered whichever the client sent. The JSON schema lists every accepted value.
 */
export function aliasedEnum<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  aliases: TEnumAliases<TValues>,
  requiredKey: TValidationMessageKey,
) {
  const canonicalOf = new Map<string, TValues[number]>([
    ...values.map((value): [string, TValues[number]] => [value, value]),
    ...Object.entries(aliases),
  ]);
  const accepted = [...canonicalOf.keys()] as [string, ...string[]];
  return requiredEnum(accepted, requiredKey).transform(
    (value) => canonicalOf.get(value) as TValues[number],
  );
}

/** Query-string filter: absent, empty or "all" means no filter; aliases name their value. */
export function optionalFilter<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  aliases: TEnumAliases<TValues> = {},
) {
  return z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    aliasedEnum(values, aliases, 'invalidValue').optional(),
  );
}

/**
 * Query-string yes/no filter: "true" or "false" (absent or empty: no filter); anything else is
 * refused rather than read as false, so a typo never silently widens a list.
 */
export function optionalQueryFlag() {
  return z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['true', 'false'], { error: 'invalidValue' }).optional(),
    )
    .transform((value) => (value === undefined ? undefined : value === 'true'));
}

/** Ids are PostgreSQL `integer` columns, so a larger number can name no row. */
export const MAX_ID = 2_147_483_647;

export const ZPositiveId = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .max(MAX_ID, { error: 'invalidValue' });

/** An id inside a JSON body: a number as sent, never coerced from a string. */
export const ZBodyId = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .max(MAX_ID, { error: 'invalidValue' });

export const ZIdParams = z.object({ id: ZPositiveId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** A custom issue whose message is a catalogue key, typed so a misspelt key cannot compile. */
export function keyIssue(key: TValidationMessageKey, path: PropertyKey[] = []) {
  return { code: 'custom' as const, message: key, path };
}
