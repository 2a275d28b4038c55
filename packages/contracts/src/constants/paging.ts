export const PAGING = {
  REQUESTS: 10,
  INQUIRIES: 10,
  /** The public inquiry board asked without page or limit: its newest this many. */
  INQUIRIES_UNPAGED: 200,
  NOTIFICATIONS: 10,
  NOTIFICATIONS_MAX: 50,
  USERS: 1000,
  DEFAULT_LIMIT: 20,
  DEFAULT_PAGE: 1,
  MAX_LIMIT: 100,
} as const;
