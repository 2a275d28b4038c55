import { ONEDAY_STATUS_LABELS, pickText, showsOnedaySchedule } from '@academy/contracts';
import type { TOnedayRequestItem } from '@academy/contracts';
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useFamilyFacts } from '@/components/staff-area/family-facts';
import { FactList } from '@/components/staff-area/Facts';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { OnedayActionButtons } from './OnedayActionButtons';
import { onedayActions } from './oneday-actions';
import type { TOnedayAction } from './oneday-actions';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';

type TOnedayDetailModalProps = {
  request: TOnedayRequestItem | null;
  onClose: () => void;
  onAction: (request: TOnedayRequestItem, action: TOnedayAction) => void;
  busy: boolean;
};

/** Every field of one application, with the steps open from its status. */
export function OnedayDetailModal({ request, onClose, onAction, busy }: TOnedayDetailModalProps) {
  const t = useT();
  const copy = t.staffRequests.oneday;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const family = useFamilyFacts();
  if (!request) return null;

  const facts: Array<[string, ReactNode]> = [
    [copy.name, request.name],
    [family.applicantLabel, family.applicantText(request)],
    [copy.birthDate, family.birthDateWithAge(request)],
    [copy.phone, family.contactPhone(request) ?? common.none],
    [copy.email, request.email || common.none],
    ...family.guardianFacts(request, common.none),
    // One chosen day per line: "12/1(월): 14:00, 15:00".
    [
      copy.preferredTime,
      request.preferredTime
        ?.split('|')
        .map((entry) => entry.trim())
        .join('\n') || common.none,
    ],
    [copy.message, request.message || common.none],
    [
      common.status,
      <StatusBadge
        status={request.status}
        label={pickText(ONEDAY_STATUS_LABELS[request.status], language)}
      />,
    ],
    ...(showsOnedaySchedule(request.status)
      ? [
          [
            copy.scheduledAt,
            request.scheduledAt ? formatAcademyDateTime(request.scheduledAt) : common.none,
          ] as [string, ReactNode],
        ]
      : []),
    [copy.appliedAt, formatAcademyDateTime(request.createdAt)],
    [copy.handler, request.handler?.name ?? common.none],
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={format(copy.detailTitle, { name: request.name })}
      size="lg"
      footer={
        onedayActions(request.status).length > 0 ? (
          <OnedayActionButtons
            request={request}
            onAction={onAction}
            disabled={busy}
            named={false}
          />
        ) : undefined
      }
    >
      <FactList facts={facts} />
    </Modal>
  );
}
