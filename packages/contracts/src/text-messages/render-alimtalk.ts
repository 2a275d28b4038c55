import { hasOnlyPrintableText } from '../common/control-characters';
import type { TAlimtalkButton, TAlimtalkTemplate } from './alimtalk-templates';
import {
  ALIMTALK_VARIABLES,
  alimtalkPlaceholder,
  type TAlimtalkVariable,
} from './alimtalk-variables';
import { ALIMTALK_LIMITS, SMS_LIMITS } from './text-messages.limits';

/** Why a message could not be rendered; every problem of a call is listed, not only the first. */
export type TAlimtalkRefusal =
  | {
      reason: 'missing' | 'unknown' | 'blank' | 'placeholder' | 'controlCharacters';
      variable: string;
    }
  | { reason: 'tooLong'; variable: string; maxLength: number }
  | { reason: 'undeclared'; variable: string }
  | { reason: 'contentTooLong'; length: number };

/** The fallback sent by the carrier when 알림톡 cannot be delivered: the same text, no buttons. */
export type TTextMessageFallback = { type: 'SMS' | 'LMS'; text: string };

export type TRenderedAlimtalk = {
  code: string;
  text: string;
  /** The buttons with their links filled; the caller puts the app's public origin in front. */
  buttons: TAlimtalkButton[];
  /** The values as Solapi takes them (`kakaoOptions.variables`): `#{name}` → value. */
  variables: Record<string, string>;
  fallback: TTextMessageFallback;
};

export type TAlimtalkRenderResult =
  { ok: true; message: TRenderedAlimtalk } | { ok: false; refusals: TAlimtalkRefusal[] };

/**
 * The values of a template: each of its variables, when the caller knows the template; any names
 * when it holds a template of any kind (the pipeline), left to the checks at run time.
 */
export type TAlimtalkValues<TVariable extends TAlimtalkVariable> = [TAlimtalkVariable] extends [
  TVariable,
]
  ? Readonly<Record<string, string>>
  : Readonly<Record<TVariable, string>>;

const PLACEHOLDER = /#\{([^}]*)\}/g;

/** Bytes as the carriers count an SMS (EUC-KR): 1 for ASCII, 2 for every other character. */
export function textMessageBytes(text: string): number {
  return [...text].reduce((bytes, char) => bytes + ((char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2), 0);
}

function valueRefusal(variable: TAlimtalkVariable, value: string): TAlimtalkRefusal | null {
  const { maxLength } = ALIMTALK_VARIABLES[variable];
  if (value.trim() === '') return { reason: 'blank', variable };
  if (value.length > maxLength) return { reason: 'tooLong', variable, maxLength };
  // The provider fills the variables itself: a value holding `#{…}` could be filled again.
  if (value.includes('#{')) return { reason: 'placeholder', variable };
  if (!hasOnlyPrintableText(value, 'single')) return { reason: 'controlCharacters', variable };
  return null;
}

function refusalsOf(
  template: TAlimtalkTemplate,
  values: Readonly<Record<string, string>>,
): TAlimtalkRefusal[] {
  const declared = new Set<string>(template.variables);
  const unknown = Object.keys(values)
    .filter((name) => !declared.has(name))
    .map((variable): TAlimtalkRefusal => ({ reason: 'unknown', variable }));
  const own = template.variables.flatMap((variable) => {
    const value = Object.hasOwn(values, variable) ? values[variable] : undefined;
    if (typeof value !== 'string') return [{ reason: 'missing', variable } as const];
    return valueRefusal(variable, value) ?? [];
  });
  return [...unknown, ...own];
}

/** Fills `#{…}` in one pass; a name the template does not declare is refused, never left in. */
function fill(
  text: string,
  values: Readonly<Record<string, string>>,
  declared: ReadonlySet<string>,
  encode: (value: string) => string,
): { text: string; undeclared: string[] } {
  const undeclared: string[] = [];
  const filled = text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (declared.has(name)) return encode(values[name] ?? '');
    undeclared.push(name);
    return placeholder;
  });
  return { text: filled, undeclared };
}

/**
 * A template filled with its values, ready for the provider: the 알림톡 text, its buttons, the
 * values in the provider's form and the SMS/LMS fallback.
 *
 * It answers a result rather than throwing: the pipeline renders after the change committed, in
 * the background, where a value too long (a staff-typed reason) is data to record on the message
 * as its failure, not a crash; and every refusal is listed at once. The typed `values` make a
 * missing or unknown variable a compile error for the callers that know their template.
 */
export function renderAlimtalk<TVariable extends TAlimtalkVariable>(
  template: TAlimtalkTemplate<TVariable>,
  values: TAlimtalkValues<TVariable>,
): TAlimtalkRenderResult {
  const given: Readonly<Record<string, string>> = values;
  const refusals = refusalsOf(template, given);
  if (refusals.length > 0) return { ok: false, refusals };
  const declared = new Set<string>(template.variables);
  const content = fill(template.content, given, declared, (value) => value);
  const buttons = template.buttons.map((button) => ({
    button,
    path: fill(button.path, given, declared, encodeURIComponent),
  }));
  const undeclared = [...content.undeclared, ...buttons.flatMap(({ path }) => path.undeclared)];
  if (undeclared.length > 0) {
    return {
      ok: false,
      refusals: undeclared.map((variable) => ({ reason: 'undeclared', variable })),
    };
  }
  if (content.text.length > ALIMTALK_LIMITS.CONTENT_MAX_LENGTH) {
    return { ok: false, refusals: [{ reason: 'contentTooLong', length: content.text.length }] };
  }
  return {
    ok: true,
    message: {
      code: template.code,
      text: content.text,
      buttons: buttons.map(({ button, path }) => ({ ...button, path: path.text })),
      variables: Object.fromEntries(
        template.variables.map((name) => [alimtalkPlaceholder(name), given[name] ?? '']),
      ),
      fallback: {
        type: textMessageBytes(content.text) <= SMS_LIMITS.SMS_MAX_BYTES ? 'SMS' : 'LMS',
        text: content.text,
      },
    },
  };
}
