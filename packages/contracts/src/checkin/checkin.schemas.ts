import { z } from 'zod';
import { CHECKIN_LIMITS, CHECKIN_OUTCOMES } from './checkin.limits';

const CODE_PATTERN = new RegExp(`^[0-9]{${CHECKIN_LIMITS.CODE_LENGTH}}$`);

/** A member's check-in code: exactly four digits. */
export const ZCheckinCodeValue = z.string().regex(CODE_PATTERN, { error: 'checkinCodeInvalid' });

/** What the kiosk sends: the code the student typed. */
export const ZCheckinRequest = z.object({ code: ZCheckinCodeValue });
export type TCheckinRequest = z.infer<typeof ZCheckinRequest>;

/**
 * What the kiosk shows: the student's given name only (the screen faces the public), the
 * lesson's start and the time of the check-in, both Seoul.
 */
export const ZCheckinResult = z.object({
  outcome: z.enum(CHECKIN_OUTCOMES),
  displayName: z.string().max(50),
  startTime: z.string().max(5),
  checkedInAt: z.string().max(5),
});
export type TCheckinResult = z.infer<typeof ZCheckinResult>;

/** A member's code as staff see it; null while they have none. */
export const ZMemberCheckinCode = z.object({
  userId: z.number().int().positive(),
  code: ZCheckinCodeValue.nullable(),
});
export type TMemberCheckinCode = z.infer<typeof ZMemberCheckinCode>;
