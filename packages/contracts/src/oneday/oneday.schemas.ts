import { z } from 'zod';
import { ZCount } from '../common/counts';
import { ZBirthDate } from '../common/birth-date';
import { hourSlots, isoDateTimeField } from '../common/dates';
import { isInstantWithinDateWindow } from '../common/date-window';
import { ZOptionalEmail } from '../common/email';
import { requestPageQuery } from '../common/pagination';
import { HONEYPOT_FIELD, ZHoneypotField } from '../common/honeypot';
import { ZPhoneNumber } from '../common/phone';
import {
  familyFields,
  familyRules,
  ZListedApplicant,
  ZListedApplicantContact,
} from '../families/family.schemas';
import { ZNameRef } from '../common/refs';
import { optionalText, requiredText, TEXT_LIMITS } from '../common/text-fields';
import { DATE_WINDOWS } from '../constants/date-windows';
import { HOURS } from '../constants/hours';
import { ONEDAY_STATUSES, ZOnedayStatus } from './oneday.enums';

/** 09:00 … 22:00, 14 hourly slots. */
export const ONEDAY_SLOT_HOURS = hourSlots(
  HOURS.ONEDAY.FIRST_SLOT_HOUR,
  HOURS.ONEDAY.LAST_SLOT_HOUR,
);

/** POST /oneday/apply. Gender is kept by the form but not sent (docs/product/entities.md). */
export const ZOnedayApplication = z
  .object({
    name: requiredText('nameRequired', TEXT_LIMITS.NAME),
    birthDate: ZBirthDate,
    phoneNumber: ZPhoneNumber.optional(),
    email: ZOptionalEmail,
    preferredTime: optionalText(TEXT_LIMITS.PREFERRED_TIME, 'multi'),
    message: optionalText(TEXT_LIMITS.APPLICATION_MESSAGE, 'multi'),
    [HONEYPOT_FIELD]: ZHoneypotField,
    ...familyFields,
  })
  .superRefine(familyRules(false), { when: () => true });
export type TOnedayApplication = z.infer<typeof ZOnedayApplication>;
export type TOnedayApplicationInput = z.input<typeof ZOnedayApplication>;

/** PATCH /oneday/requests/{id}; scheduledAt is sent when confirming a date. */
export const ZOnedayStatusUpdate = z
  .object({
    status: ZOnedayStatus,
    scheduledAt: isoDateTimeField('dateTimeRequired')
      .refine((value) => isInstantWithinDateWindow(value, DATE_WINDOWS.ONEDAY_CLASS), {
        error: 'onedayScheduledAtOutsideWindow',
      })
      .optional(),
  })
  // A scheduled class always has a date: the confirm modal needs a slot or a custom date-time.
  .refine((value) => value.status !== 'scheduled' || value.scheduledAt !== undefined, {
    path: ['scheduledAt'],
    error: 'dateTimeRequired',
  });
export type TOnedayStatusUpdate = z.infer<typeof ZOnedayStatusUpdate>;

/** GET /oneday/requests; status "all" or empty means every status. */
export const ZOnedayRequestsQuery = requestPageQuery(ONEDAY_STATUSES);
export type TOnedayRequestsQuery = z.infer<typeof ZOnedayRequestsQuery>;

export const ZOnedayRequestItem = z.object({
  requestId: z.number().int(),
  ...ZListedApplicant.shape,
  ...ZListedApplicantContact.shape,
  preferredTime: z.string().nullable(),
  message: z.string().nullable(),
  status: ZOnedayStatus,
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  handler: ZNameRef.nullable(),
});
export type TOnedayRequestItem = z.infer<typeof ZOnedayRequestItem>;

/** docs/product/api.md gives this list a flat shape, unlike the lesson request list. */
export const ZOnedayRequestList = z.object({
  requests: z.array(ZOnedayRequestItem),
  totalPages: ZCount,
  totalCount: ZCount,
});
export type TOnedayRequestList = z.infer<typeof ZOnedayRequestList>;
