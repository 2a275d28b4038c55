import {
  isValidationMessageKey,
  validationMessage,
  VALIDATION_MESSAGES,
  ZValidationErrorData,
} from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { TForm, TValues } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import { isHttpError } from '@/lib/http-client';

/** A field's refusal from the server: its catalogue key when the text is one of ours, else the text. */
type TServerIssue = { key: TValidationMessageKey | null; text: string };

const ZRefusalBody = z.object({ data: ZValidationErrorData });

/** The catalogue key whose Korean or English text the server sent, so the message follows the page's language. */
function keyOfText(text: string): TValidationMessageKey | null {
  if (isValidationMessageKey(text)) return text;
  const found = Object.entries(VALIDATION_MESSAGES).find(
    ([, message]) => message.ko === text || message.en === text,
  );
  return found && isValidationMessageKey(found[0]) ? found[0] : null;
}

/** The first issue per field path of a refused send (400 with `data.issues`), none otherwise. */
export function serverIssuesOf(error: unknown): Record<string, TServerIssue> {
  if (!isHttpError(error)) return {};
  const parsed = ZRefusalBody.safeParse(error.response?.data);
  if (!parsed.success) return {};
  const issues: Record<string, TServerIssue> = {};
  for (const { path, message } of parsed.data.data.issues) {
    if (path !== '' && !(path in issues)) issues[path] = { key: keyOfText(message), text: message };
  }
  return issues;
}

/**
 * The server's field errors beside the form's own: after a refused send each issue shows on
 * the field its path names (e.g. `guardian.phoneNumber`, `consent`) until that field is edited.
 * `record` goes to the form's `onFailed`; `bind` wraps the form the fields are drawn from.
 */
export function useServerIssues() {
  const { language } = useLanguage();
  const [issues, setIssues] = useState<Record<string, TServerIssue>>({});
  // After a refusal, the first field it names gets the focus, as after the form's own checks.
  const [refused, setRefused] = useState<{ first: string } | null>(null);

  useEffect(() => {
    if (refused) document.querySelector<HTMLElement>(`form [name="${refused.first}"]`)?.focus();
  }, [refused]);

  const messageOf = (name: string): string | undefined => {
    const issue = issues[name];
    if (!issue) return undefined;
    return issue.key ? validationMessage(issue.key, language) : issue.text;
  };

  const forget = (name: string) =>
    setIssues((previous) =>
      name in previous
        ? Object.fromEntries(Object.entries(previous).filter(([path]) => path !== name))
        : previous,
    );

  function bind<T extends TValues>(form: TForm<T>): TForm<T> {
    return {
      values: form.values,
      touch: form.touch,
      errorOf: (name: string) => form.errorOf(name) ?? messageOf(name),
      setValue: <K extends keyof T & string>(name: K, value: T[K]) => {
        forget(name);
        form.setValue(name, value);
      },
    };
  }

  return {
    record: (error: unknown) => {
      const found = serverIssuesOf(error);
      setIssues(found);
      // Paths are field names such as `guardian.phoneNumber`; anything else is no selector.
      const first = Object.keys(found).find((path) => /^[\w.]+$/.test(path));
      setRefused(first === undefined ? null : { first });
    },
    clear: () => setIssues({}),
    bind,
  };
}
