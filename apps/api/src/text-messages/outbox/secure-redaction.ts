import {
  ALIMTALK_TEMPLATES,
  renderAlimtalk,
  type TAlimtalkTemplate,
  type TTextMessageKind,
} from '@academy/contracts';

/** What a settled secret value reads as: always the same length, so the length leaks nothing. */
export const SECRET_MASK = '********';

/**
 * The values of a secure template that stay readable once it is settled: who it was for and the
 * login id. Every other value is masked, so a secret in a secure template added later (a code, a
 * password) is masked without anyone remembering to list it.
 */
const KEPT_VALUES: ReadonlySet<string> = new Set(['academy', 'name', 'loginId']);

function templateOf(kind: TTextMessageKind, code: string): TAlimtalkTemplate | undefined {
  const { ko, en } = ALIMTALK_TEMPLATES[kind];
  return [ko, en].find((template) => template.code === code);
}

/**
 * The stored form of a settled (sent or failed) message of a secure template
 * (docs/decisions/0033-temporary-passwords-by-alimtalk.md): its values with every secret masked,
 * and its text filled again from those, as the person's phone would show it with the mask. Null
 * for any other template, whose row keeps what was sent. The mail outbox erases a sent mail's
 * text for the same reason: a password must not stay readable in the database or its backups.
 */
export function securelyRedacted(row: {
  kind: TTextMessageKind;
  templateCode: string;
  variables: Record<string, string>;
}): { variables: Record<string, string>; text: string } | null {
  if (!ALIMTALK_TEMPLATES[row.kind].ko.secure) return null;
  const variables = Object.fromEntries(
    Object.entries(row.variables).map(([name, value]) => [
      name,
      KEPT_VALUES.has(name) ? value : SECRET_MASK,
    ]),
  );
  const template = templateOf(row.kind, row.templateCode);
  const rendered = template ? renderAlimtalk(template, variables) : null;
  // A row whose template cannot be found or filled again keeps no text at all.
  return { variables, text: rendered?.ok ? rendered.message.text : '' };
}
