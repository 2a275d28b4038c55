import fc from 'fast-check';
import type { z } from 'zod';

/** Characters no shared text field may store or show (contracts' control-characters.ts). */
export const CONTROL_CHARACTER_SAMPLES = [
  'a\u0000b',
  '\u001b[31mred',
  'bell\u0007',
  'a\u007fb',
  'a\u0085b',
  'invoice\u202Egpj.exe',
  'a\u2066b',
  'a\u2028b',
  'a\uD83Db',
] as const;

/**
 * Dates and instants at and past the ends of what JavaScript and PostgreSQL can represent:
 * year 10000 turns into "+010000-…" in Date#toISOString and sorts before "9999-…".
 */
export const EXTREME_DATES = [
  '0001-01-01',
  '0000-01-01',
  '1900-01-01',
  '9999-12-31',
  '+010000-01-01',
  '-000001-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+09:00',
  '9999-12-31T23:59:00Z',
  '9999-12-31T23:59:59.999+09:00',
  '+275760-09-13T00:00:00Z',
] as const;

/** Numbers past PostgreSQL's integer columns and JavaScript's safe integers. */
export const HUGE_NUMBERS = [2 ** 31, 3_000_000_000, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308] as const;

/** Path segments whose percent-encoding does not decode to text. */
export const MALFORMED_PATH_SEGMENTS = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%uD800',
  '%%30',
] as const;

/** Values an attacker or a broken client sends: every JSON type, at their awkward extremes. */
const HOSTILE_STRINGS = [
  ...CONTROL_CHARACTER_SAMPLES,
  ...EXTREME_DATES,
  '',
  ' ',
  '\u0000',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE member; --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '\u202e\u200b\ufeff',
  '🥁🥁🥁',
  '드럼'.repeat(600),
  'x'.repeat(70_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2024-02-30',
  '2026-13-01',
  '0000-00-00',
  '24:00',
  '99:99',
  '2026-11-24T25:61:00Z',
  'true',
  'null',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    2 ** 31,
    2 ** 53 + 1,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e-300,
    ...HUGE_NUMBERS,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON nested far deeper than any real request, to find recursion limits. */
const deepJson = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value a field could be given instead of the right one. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepJson },
);

/** Lone surrogates cannot be percent-encoded at all; malformed encodings are sent on their own. */
function fitsInUrl(text: string): boolean {
  try {
    return encodeURIComponent(text).length < 8_000;
  } catch {
    return false;
  }
}

/**
 * A query-string or path value: always text on the wire. Kept under Node's 16 KB header limit,
 * past which Node itself answers 431 before the app sees the request.
 */
export const hostileText = fc.oneof(
  hostileString.filter(fitsInUrl),
  fc.constant('q'.repeat(4_000)),
  hostileNumber.map(String),
  fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }).map(String),
);

type AnySchema = z.core.$ZodType;

const dateText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...EXTREME_DATES) },
);
const timeText = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

/**
 * A value of roughly the shape a contract asks for (right JSON type, plausible formats), so
 * that requests get past the first checks and reach the deeper rules. Exotic schema kinds
 * fall back to hostile values.
 */
export function plausibleValue(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 4) return hostileScalar;
  switch (def.type) {
    case 'string':
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }),
        dateText,
        timeText,
        fc.emailAddress(),
        fc.stringMatching(/^010\d{8}$/),
      );
    case 'number':
      return fc.oneof(
        fc.integer({ min: -5, max: 100_000 }),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom(...HUGE_NUMBERS),
      );
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'enum':
      return fc.constantFrom(
        ...Object.values((def as z.core.$ZodEnumDef).entries).filter(
          (value) => typeof value === 'string' || typeof value === 'number',
        ),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausibleValue((def as z.core.$ZodOptionalDef).innerType, depth + 1);
    case 'pipe':
      return plausibleValue((def as z.core.$ZodPipeDef).in, depth + 1);
    case 'array':
      return fc.array(plausibleValue((def as z.core.$ZodArrayDef).element, depth + 1), {
        maxLength: 4,
      });
    case 'union':
      return fc.oneof(
        ...(def as z.core.$ZodUnionDef).options.map((option) => plausibleValue(option, depth + 1)),
      );
    case 'object':
      return objectOf(schema as z.core.$ZodObject, depth + 1);
    default:
      return hostileJsonValue;
  }
}

/** Each field of the object either plausible, hostile or missing; sometimes an unknown key. */
export function objectOf(schema: z.core.$ZodObject, depth = 0): fc.Arbitrary<unknown> {
  const shape = schema._zod.def.shape;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      fc.oneof(
        { weight: 3, arbitrary: plausibleValue(field, depth) },
        { weight: 2, arbitrary: hostileJsonValue },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.dictionary(hostileString, hostileScalar, { maxKeys: 2 }), { nil: undefined }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** The body of a request: usually shaped by the contract, sometimes not an object at all. */
export function bodyFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const shaped = schema ? plausibleValue(schema) : fc.constant({});
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileJsonValue });
}

/** Query-string fields of a contract, each a hostile or plausible text, or left out. */
export function queryFor(
  schema: z.ZodObject | undefined,
): fc.Arbitrary<Partial<Record<string, string>>> {
  const keys = schema ? Object.keys(schema.shape) : [];
  const text = fc.oneof(hostileText, dateText, timeText, fc.constantFrom('1', '10', 'all'));
  return fc.record(Object.fromEntries(keys.map((key) => [key, text])), { requiredKeys: [] });
}
