import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@academy/contracts';
import type { TOutboxTextMessage } from '../text-messages/outbox/queue-text-messages.js';
import type { TTextForm, TTextRecipient } from './message.js';

/** The text channel, when it is configured: where the buttons' links point. */
export interface TTextChannel {
  /** The app's public origin, put in front of each button's path. */
  appOrigin: string;
  /**
   * The codes the template sync found not approved or gone (docs/decisions/0034): their 알림톡
   * would only be refused, so the person gets the e-mail. Read once per unit of work.
   */
  unusableCodes?: ReadonlySet<string>;
}

/**
 * The 알림톡 of a text form for one person, in their language, ready for the outbox; null when
 * the values do not fit the template (a value too long) or its template is known not approved:
 * the person then gets the e-mail, as without the text channel, rather than nothing.
 */
export function renderTextMessage(
  form: TTextForm,
  person: TTextRecipient,
  target: { dedupeKey: string; memberId: number | null },
  channel: TTextChannel,
): TOutboxTextMessage | null {
  const language = person.english ? 'en' : 'ko';
  const template = ALIMTALK_TEMPLATES[form.kind][language];
  if (channel.unusableCodes?.has(template.code)) return null;
  const rendered = renderAlimtalk(template, form.variables);
  if (!rendered.ok) return null;
  const { message } = rendered;
  return {
    ...target,
    phone: person.phone,
    kind: form.kind,
    language,
    templateCode: message.code,
    variables: form.variables,
    text: message.text,
    buttons: message.buttons.map((button) => ({
      buttonType: 'WL',
      buttonName: button.name,
      linkMo: `${channel.appOrigin}${button.path}`,
    })),
  };
}
