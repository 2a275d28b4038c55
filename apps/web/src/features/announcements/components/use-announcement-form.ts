import {
  ANNOUNCEMENT_MESSAGES,
  pickText,
  staffMessage,
  validationMessage,
  ZAnnouncementRequest,
} from '@academy/contracts';
import type {
  TAnnouncementAudience,
  TAnnouncementAudienceSummary,
  TAnnouncementTexts,
  TLanguage,
  TStaffAccount,
} from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useAnnouncementsCopy } from '@/i18n/sections/announcements';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { staffAccountsQueryKey } from '@/lib/staff-queries/staff-accounts';
import { validateForm } from '@/lib/validate-form';
import { countAudience } from '../api/count-audience';
import { useSendAnnouncement } from '../api/send-announcement';
import type { TAudienceSetters, TAudienceValues } from './AudienceFields';
import { groupName } from './audience-text';
import { useAudienceConfirmation } from './use-audience-confirmation';

export type TAnnouncementValues = Record<keyof TAnnouncementTexts, string> & TAudienceValues;

const EMPTY: TAnnouncementValues = {
  title: '',
  message: '',
  titleEn: '',
  messageEn: '',
  audienceKind: 'all',
  weekday: '',
  teacherId: '',
};

/** The group the values name; a weekday or teacher not chosen yet fails the schema. */
function audienceOf({ audienceKind, weekday, teacherId }: TAudienceValues): unknown {
  if (audienceKind === 'weekday') return { kind: audienceKind, weekday };
  if (audienceKind === 'teacher') {
    return { kind: audienceKind, teacherId: teacherId === '' ? undefined : Number(teacherId) };
  }
  return { kind: audienceKind };
}

function requestOf(values: TAnnouncementValues): unknown {
  const { title, titleEn, message, messageEn } = values;
  return { title, titleEn, message, messageEn, audience: audienceOf(values) };
}

/**
 * The announcement form (docs/product/validation.md, docs/decisions/0051): on send the group is
 * counted and confirmed in the app; nobody in it, a failed count or a failed send is said above
 * the fields and the draft stays; a success is a toast with the count, and the draft is cleared.
 */
export function useAnnouncementForm(onClose: () => void) {
  const copy = useAnnouncementsCopy();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const send = useSendAnnouncement();
  const confirmation = useAudienceConfirmation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const summaryOf = (audience: TAnnouncementAudience): TAnnouncementAudienceSummary => {
    if (audience.kind !== 'teacher') return audience;
    const teachers = queryClient.getQueryData<TStaffAccount[]>(staffAccountsQueryKey) ?? [];
    const teacher = teachers.find((one) => one.id === audience.teacherId);
    return { kind: 'teacher', teacher: teacher ? { id: teacher.id, name: teacher.name } : null };
  };

  const confirm = async ({ audience = { kind: 'all' } }: { audience?: TAnnouncementAudience }) => {
    setRefusal(null);
    let count: number;
    try {
      count = await countAudience(audience);
    } catch (error) {
      setRefusal(errorMessageOf(error, copy.countFailed));
      return false;
    }
    if (count === 0) {
      setRefusal(pickText(ANNOUNCEMENT_MESSAGES.audienceEmpty, language));
      return false;
    }
    return confirmation.ask({
      group: groupName(summaryOf(audience), copy.groups, language),
      count,
    });
  };

  const form = useForm({
    initial: EMPTY,
    schema: ZAnnouncementRequest,
    toInput: requestOf,
    errorDisplay: 'submit',
    confirm,
    send: (body) => send.mutateAsync(body),
    onSent: (sentCount) => {
      staffToast.success(staffMessage('announcementSent', language, { count: sentCount }));
      form.reset();
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, staffMessage('announcementSendFailed', language)),
    // The alert inside the modal says it; the draft stays for another try.
    announceFailure: () => undefined,
  });

  /** A new group clears what was said of the last one. */
  const setAudience: TAudienceSetters = {
    kind: (kind) => {
      setRefusal(null);
      form.setValue('audienceKind', kind);
    },
    weekday: (weekday) => {
      setRefusal(null);
      form.setValue('weekday', weekday);
    },
    teacherId: (teacherId) => {
      setRefusal(null);
      form.setValue('teacherId', teacherId);
    },
  };

  return {
    form,
    setAudience,
    confirmation,
    alert: form.alert ?? refusal,
    requirement: requirementOf(form.values, copy, language),
  };
}

/** The first problem, said below the form while sending is blocked. */
function requirementOf(
  values: TAnnouncementValues,
  copy: ReturnType<typeof useAnnouncementsCopy>,
  language: TLanguage,
): string | null {
  const validation = validateForm(ZAnnouncementRequest, requestOf(values));
  if (validation.success) return null;
  const [path, key] = Object.entries(validation.errors)[0] ?? [];
  if (path?.startsWith('audience')) {
    return values.audienceKind === 'teacher'
      ? copy.audience.chooseTeacher
      : copy.audience.chooseWeekday;
  }
  return key ? validationMessage(key, language) : null;
}
