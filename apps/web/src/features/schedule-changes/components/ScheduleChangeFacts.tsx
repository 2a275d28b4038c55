import {
  CHANGE_TYPE_LABELS,
  formatPhone,
  SCHEDULE_CHANGE_STATUS_LABELS,
  pickText,
} from '@academy/contracts';
import type { TScheduleChangeItem } from '@academy/contracts';
import type { ReactNode } from 'react';
import { FactList } from '@/components/staff-area/Facts';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { useLanguage, useT } from '@/i18n/use-language';
import { originalLessonText, requestedLessonText } from './schedule-change-text';

/** Every detail of the request; a settled one also tells when it was settled. */
export function ScheduleChangeFacts({
  item,
  processable,
}: {
  item: TScheduleChangeItem;
  processable: boolean;
}) {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const facts: Array<[string, ReactNode]> = [
    [copy.member, item.user.name],
    [copy.phone, formatPhone(item.user.phoneNumber)],
    [copy.email, item.user.email || common.none],
    [copy.changeType, pickText(CHANGE_TYPE_LABELS[item.changeType], language)],
    [copy.original, originalLessonText(item, language) ?? common.none],
    [copy.requested, requestedLessonText(item, language) ?? common.none],
    [copy.reason, item.reason],
    [
      common.status,
      <StatusBadge
        status={item.status}
        label={pickText(SCHEDULE_CHANGE_STATUS_LABELS[item.status], language)}
      />,
    ],
    [common.createdAt, formatAcademyDateTime(item.createdAt)],
    ...(item.teacherResponse
      ? [[copy.teacherResponse, item.teacherResponse] as [string, ReactNode]]
      : []),
    ...(processable
      ? []
      : [[copy.updatedAt, formatAcademyDateTime(item.updatedAt)] as [string, ReactNode]]),
  ];

  return <FactList facts={facts} />;
}
