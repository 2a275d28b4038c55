/** The staff notification list; sending an announcement or reading one refreshes it. */
export const staffNotificationsQueryKey = ['staff', 'notifications'] as const;
