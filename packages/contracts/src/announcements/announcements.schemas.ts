import { z } from 'zod';
import { ZCount } from '../common/counts';
import { createPaginationQuery, pagedList } from '../common/pagination';
import { ZBodyId, ZPositiveId, requiredText, TEXT_LIMITS } from '../common/text-fields';
import { LESSON_WEEKDAYS } from '../common/weekday';
import { ANNOUNCEMENT_AUDIENCE_KINDS } from './announcements.enums';

/**
 * The four texts of an announcement. Both languages are mandatory because foreign members
 * read only the English version; any blank field shows the same message.
 */
export const ZAnnouncementTexts = z.object({
  title: requiredText('announcementFieldsRequired', TEXT_LIMITS.TITLE),
  titleEn: requiredText('announcementFieldsRequired', TEXT_LIMITS.TITLE),
  message: requiredText('announcementFieldsRequired', TEXT_LIMITS.MESSAGE, 'multi'),
  messageEn: requiredText('announcementFieldsRequired', TEXT_LIMITS.MESSAGE, 'multi'),
});
export type TAnnouncementTexts = z.infer<typeof ZAnnouncementTexts>;

/** Lessons are held Monday to Friday, so only those days have students. */
const ZAudienceWeekday = z.enum(LESSON_WEEKDAYS, { error: 'invalidValue' });
const ZAudienceKind = z.enum(ANNOUNCEMENT_AUDIENCE_KINDS, { error: 'invalidValue' });

/** The group an announcement goes to (docs/decisions/0051). */
export const ZAnnouncementAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('weekday'), weekday: ZAudienceWeekday }),
    z.object({ kind: z.literal('teacher'), teacherId: ZBodyId }),
    z.object({ kind: z.literal('guardians') }),
  ],
  { error: 'invalidValue' },
);
export type TAnnouncementAudience = z.infer<typeof ZAnnouncementAudience>;

/**
 * POST /notifications/send-to-all. The specification's four fields alone still reach every
 * active member: `audience` is optional and absent means everyone.
 */
export const ZAnnouncementRequest = ZAnnouncementTexts.extend({
  audience: ZAnnouncementAudience.optional(),
});
export type TAnnouncementRequest = z.infer<typeof ZAnnouncementRequest>;
export type TAnnouncementRequestInput = z.input<typeof ZAnnouncementRequest>;

export const ZAnnouncementResponse = z.object({ sentCount: ZCount });
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;

/** The send button stays disabled until this is true. */
export function isAnnouncementComplete(input: Record<keyof TAnnouncementTexts, string>): boolean {
  return ZAnnouncementTexts.safeParse(input).success;
}

/**
 * GET /announcements/audience-count: the group flat in the query string (a query arrives as
 * text); the field its kind needs must be there, and only that one counts.
 */
export const ZAudienceCountQuery = z
  .object({
    kind: ZAudienceKind,
    weekday: ZAudienceWeekday.optional(),
    teacherId: ZPositiveId.optional(),
  })
  .superRefine((query, context) => {
    if (query.kind === 'weekday' && query.weekday === undefined) {
      context.addIssue({ code: 'custom', message: 'invalidValue', path: ['weekday'] });
    }
    if (query.kind === 'teacher' && query.teacherId === undefined) {
      context.addIssue({ code: 'custom', message: 'invalidValue', path: ['teacherId'] });
    }
  });
export type TAudienceCountQuery = z.infer<typeof ZAudienceCountQuery>;

/** The audience a count query names; the refinement above makes sure it is one. */
export function audienceOfQuery(query: TAudienceCountQuery): TAnnouncementAudience {
  return ZAnnouncementAudience.parse(query);
}

export const ZAudienceCount = z.object({ count: ZCount });
export type TAudienceCount = z.infer<typeof ZAudienceCount>;

/** GET /announcements: the history, newest first. */
export const ZAnnouncementsQuery = createPaginationQuery({ defaultLimit: 10, maxLimit: 50 });
export type TAnnouncementsQuery = z.infer<typeof ZAnnouncementsQuery>;

/** The group as the history shows it; a deleted teacher leaves `teacher` null. */
export const ZAnnouncementAudienceSummary = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('weekday'), weekday: ZAudienceWeekday }),
  z.object({
    kind: z.literal('teacher'),
    teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  z.object({ kind: z.literal('guardians') }),
]);
export type TAnnouncementAudienceSummary = z.infer<typeof ZAnnouncementAudienceSummary>;

export const ZAnnouncementSummary = ZAnnouncementTexts.extend({
  id: z.number().int(),
  audience: ZAnnouncementAudienceSummary,
  sentCount: ZCount,
  /** Null once the staff account that sent it is deleted. */
  sentBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sentAt: z.string(),
});
export type TAnnouncementSummary = z.infer<typeof ZAnnouncementSummary>;

export const ZAnnouncementList = pagedList({ announcements: z.array(ZAnnouncementSummary) });
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;
