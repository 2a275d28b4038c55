import {
  ALIMTALK_TEMPLATES,
  alimtalkAcademy,
  alimtalkLanguage,
  type TAlimtalkLanguage,
  type TAlimtalkVariablesOf,
  type TTextMessageKind,
} from '@academy/contracts';
import type { TTextForm, TTextRecipient } from './message.js';

/** What the template of a kind needs besides the academy's and the student's name. */
export type TTextValues<TKind extends TTextMessageKind> = Readonly<
  Record<Exclude<TAlimtalkVariablesOf<TKind>, 'academy' | 'name'>, string>
>;

/**
 * A message's text form (TMessage.text) of one kind: `values` writes the template's own values in
 * the recipient's language (alimtalk-values.ts); the academy's name and `#{name}`, the student's
 * name (the child's when a guardian reads it), are filled here for every template that has them.
 */
export function textForm<TKind extends TTextMessageKind>(
  kind: TKind,
  values: (language: TAlimtalkLanguage) => TTextValues<TKind>,
): (recipient: TTextRecipient) => TTextForm {
  const declared: readonly string[] = ALIMTALK_TEMPLATES[kind].ko.variables;
  return (recipient) => {
    const language = alimtalkLanguage(recipient.english);
    const common: Record<string, string> = {};
    if (declared.includes('academy')) common.academy = alimtalkAcademy(language);
    if (declared.includes('name')) common.name = recipient.aboutChild ?? recipient.name;
    return { kind, variables: { ...common, ...values(language) } };
  };
}
