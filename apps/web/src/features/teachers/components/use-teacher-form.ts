import { validationMessage } from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { TEACHER_DRAFT_FIELDS } from './teacher-draft';
import type { TTeacherDraft, TTeacherDraftErrors, TTeacherDraftField } from './teacher-draft';

/** Either a contracts message key (follows the language) or the server's own text. */
type TFormProblem = { key: TValidationMessageKey } | { text: string };

/** The state both staff account forms share: the draft, its field errors and a form alert. */
export function useTeacherForm(initial: TTeacherDraft) {
  const { language } = useLanguage();
  const [draft, setDraft] = useState<TTeacherDraft>(initial);
  const [errors, setErrors] = useState<TTeacherDraftErrors>({});
  const [problem, setProblem] = useState<TFormProblem | null>(null);

  /** Editing a field clears its own message and the form's, not another field's. */
  const onEdit = (change: Partial<TTeacherDraft>, field: TTeacherDraftField) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setProblem(null);
  };

  /** Shows the check's messages and puts the keyboard user on the first field to fix. */
  const refuse = (
    form: HTMLFormElement,
    found: TTeacherDraftErrors,
    formError: TValidationMessageKey | null,
  ) => {
    setErrors(found);
    setProblem(formError ? { key: formError } : null);
    const field = TEACHER_DRAFT_FIELDS.find((candidate) => found[candidate]);
    const element = field ? form.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const alert = problem
    ? 'key' in problem
      ? validationMessage(problem.key, language)
      : problem.text
    : null;

  return {
    draft,
    errors,
    alert,
    onEdit,
    refuse,
    showServerProblem: (text: string) => setProblem({ text }),
  };
}
