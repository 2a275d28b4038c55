import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@academy/contracts';
import type { TOutboxTextMessage } from '../text-messages/outbox/queue-text-messages.js';
import type { TTextForm, TTextRecipient } from './message.js';

/** The text channel, when it is configured: where the buttons' links point. */
export interface TTextChannel {
  /** The app's public origin, put in front of each button's path. */
  appOrigin: string;
  /**
   * The codes the template sync found not approved or gone (docs/decisions/0034): their 알림톡
   * would only be refused, so the person gets the same text as a plain SMS/LMS
   * (docs/decisions/0045). Read once per unit of work.
   */
  unusableCodes?: ReadonlySet<string>;
}

/** A person the text goes to; `wantsSms`: they chose plain text messages (docs/decisions/0045). */
export type TTextListener = TTextRecipient & { wantsSms?: boolean };

/**
 * How the text of a template goes to a person: a plain SMS/LMS when they chose it or when its
 * 알림톡 is known not approved, else the 알림톡; null when it may not go at all. A secure
 * template's text (a temporary password) never goes as a plain SMS, which shows it whole on the
 * lock screen and keeps it in the inbox (docs/decisions/0033): the person gets the e-mail.
 */
function sendingChannel(
  template: { code: string; secure: boolean },
  person: TTextListener,
  channel: TTextChannel,
): 'alimtalk' | 'sms' | null {
  const plain = person.wantsSms === true || channel.unusableCodes?.has(template.code) === true;
  if (!plain) return 'alimtalk';
  return template.secure ? null : 'sms';
}

/**
 * The text message of a text form for one person, in their language, ready for the outbox: the
 * 알림톡, or its filled text as a plain SMS/LMS (sendingChannel); null when the values do not
 * fit the template (a value too long) or it may not go as text: the person then gets the e-mail,
 * as without the text channel, rather than nothing.
 */
export function renderTextMessage(
  form: TTextForm,
  person: TTextListener,
  target: { dedupeKey: string; memberId: number | null },
  channel: TTextChannel,
): TOutboxTextMessage | null {
  const language = person.english ? 'en' : 'ko';
  const template = ALIMTALK_TEMPLATES[form.kind][language];
  const sendAs = sendingChannel(template, person, channel);
  if (sendAs === null) return null;
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
    channel: sendAs,
    buttons: message.buttons.map((button) => ({
      buttonType: 'WL',
      buttonName: button.name,
      linkMo: `${channel.appOrigin}${button.path}`,
    })),
  };
}
