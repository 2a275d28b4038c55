/**
 * Who an announcement goes to (docs/decisions/0051): every active member, the students of one
 * lesson weekday, one teacher's students, or the guardians of active children.
 */
export const ANNOUNCEMENT_AUDIENCE_KINDS = ['all', 'weekday', 'teacher', 'guardians'] as const;
export type TAnnouncementAudienceKind = (typeof ANNOUNCEMENT_AUDIENCE_KINDS)[number];
