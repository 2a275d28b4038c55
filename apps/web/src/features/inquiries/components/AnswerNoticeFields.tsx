import {
  ANSWER_NOTICE_MESSAGES,
  formatPhone,
  normalizePhone,
  pickText,
  PHONE_DISPLAY_MAX_LENGTH,
} from '@academy/contracts';
import { useId, useState } from 'react';
import fieldStyles from '@/components/application-form/Fields.module.css';
import formStyles from '@/components/form/Form.module.css';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAskAnswerNotice } from '../api/get-answer-notice';

type TAnswerNoticeFieldsProps = {
  notify: boolean;
  phone: string;
  phoneError: string | undefined;
  onNotifyChange: (notify: boolean) => void;
  onPhoneChange: (phone: string) => void;
};

/**
 * The guest's wish to hear by 알림톡 when the inquiry is answered (docs/decisions/0035): a native
 * checkbox, and the phone only once it is ticked, since the phone is asked for nothing else.
 * Ticking asks whether the academy can send that notice; when it cannot (no text channel) the
 * box is unticked and a message says the answer is read with the password. A failed question
 * leaves the box ticked: the server ignores a wish it cannot keep.
 */
export function AnswerNoticeFields(props: TAnswerNoticeFieldsProps) {
  const copy = useT().inquiries.contact;
  const { language } = useLanguage();
  const hintId = useId();
  const askAnswerNotice = useAskAnswerNotice();
  const [unavailable, setUnavailable] = useState(false);

  async function tick(notify: boolean) {
    props.onNotifyChange(notify);
    if (!notify) return;
    setUnavailable(false);
    const available = await askAnswerNotice().then(
      (answer) => answer.available,
      () => true,
    );
    if (available) return;
    props.onNotifyChange(false);
    setUnavailable(true);
  }

  return (
    <>
      {/* One item of the form's grid: the empty message below adds no gap. */}
      <div>
        <label className={fieldStyles.checkbox}>
          <input
            type="checkbox"
            name="notifyWhenAnswered"
            checked={props.notify}
            onChange={(event) => void tick(event.target.checked)}
            aria-describedby={hintId}
          />
          <span className={fieldStyles.choiceText}>
            <span className={fieldStyles.choiceLabel}>{copy.notifyLabel}</span>
            <span id={hintId} className={formStyles.hint}>
              {copy.notifyHint}
            </span>
          </span>
        </label>
        {/* In the page before it speaks, so screen readers announce the message. */}
        <p className={formStyles.hint} role="status">
          {unavailable ? pickText(ANSWER_NOTICE_MESSAGES.unavailable, language) : ''}
        </p>
      </div>
      {props.notify && (
        <TextField
          name="phoneNumber"
          value={formatPhone(props.phone)}
          type="tel"
          label={copy.phoneLabel}
          hint={copy.phoneHint}
          inputMode="numeric"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          autoComplete="tel-national"
          required
          error={props.phoneError}
          onChange={(event) => props.onPhoneChange(normalizePhone(event.target.value))}
        />
      )}
    </>
  );
}
