import { EMAIL_CHANGE_MESSAGES, pickText } from '@academy/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useSingleFlight } from '@/components/form/use-single-flight';
import formStyles from '@/components/form/Form.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { confirmEmailChange, type TLinkOutcome, undoEmailChange } from '../api/email-change-links';
import { linkTokenOf } from '../link-token';
import styles from './EmailLink.module.css';

/** What each link's button sends, and the text shown when that fails without the server's words. */
const LINKS = {
  confirm: { send: confirmEmailChange, failed: EMAIL_CHANGE_MESSAGES.confirmFailed },
  undo: { send: undoEmailChange, failed: EMAIL_CHANGE_MESSAGES.undoFailed },
} as const;

/** The server's word on what the link did; it takes the focus, as the button it replaces had it. */
function LinkOutcome({ message }: { message: string }) {
  const toAccount = useT().emailChange.toAccount;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p ref={ref} tabIndex={-1} className={styles.lead} role="status">
        {message}
      </p>
      <Link to={paths.login} className={formStyles.submit}>
        {toAccount}
      </Link>
    </>
  );
}

/**
 * The page a mailed link opens (docs/product/email-change.md). Opening it changes nothing (mail
 * scanners open links by themselves): only its one button sends the token from the address's
 * fragment.
 */
export function EmailLinkPage({ link }: { link: keyof typeof LINKS }) {
  const copy = useT().emailChange;
  const texts = copy[link];
  const { language } = useLanguage();
  const token = linkTokenOf(useLocation().hash);
  const { pending, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<TLinkOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token === null) return;
    const { send, failed } = LINKS[link];
    void run(async () => {
      setFailure(null);
      try {
        setOutcome(await send({ token }));
      } catch (error) {
        setFailure(errorMessageOf(error, pickText(failed, language)));
      }
    });
  };

  return (
    <PageShell title={texts.title} description={texts.description}>
      {/* A one-time link is nothing for search engines to keep. */}
      <meta name="robots" content="noindex" />
      <section className={styles.card}>
        {token === null ? (
          <p className={formStyles.alert} role="alert">
            {copy.malformed}
          </p>
        ) : outcome ? (
          <LinkOutcome message={outcome.message} />
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p className={styles.lead}>{texts.lead}</p>
            <FormAlert message={failure} />
            <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.submitting} />
          </form>
        )}
      </section>
    </PageShell>
  );
}
