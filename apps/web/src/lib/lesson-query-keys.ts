/**
 * Query keys that more than one feature refreshes: a notice changes the member's credits, a
 * make-up booked or cancelled changes their lessons.
 */

/** Every attendance read (lesson occurrences with their state) starts with this key. */
export const attendanceQueryKey = ['attendance'] as const;

/** The member's own make-up credits and make-ups (GET /makeups/me). */
export const myMakeupsQueryKey = ['member', 'makeups'] as const;
