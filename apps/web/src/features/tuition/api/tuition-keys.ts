/**
 * Every tuition query of the staff lives under this key, so a change (paid, undone, adjusted,
 * reminded) reloads the month's list, its totals and the header's unpaid badge at once.
 */
export const staffTuitionQueryKey = ['staff', 'tuition'] as const;

/** The member's own dues (GET /tuition/me). */
export const myTuitionQueryKey = ['member', 'tuition'] as const;
