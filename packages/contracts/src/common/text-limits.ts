/** Generous upper bounds; the product rules give none, these only stop abuse of free-text fields. */
export const TEXT_LIMITS = {
  NAME: 50,
  /** Inquiry nickname and subject fit their database columns (30 and 100 characters). */
  NICKNAME: 30,
  SUBJECT: 100,
  TITLE: 200,
  SHORT_TEXT: 200,
  PREFERRED_TIME: 1000,
  NOTES: 500,
  MESSAGE: 5000,
  /** Applicants' messages on the lesson and one-day forms (database column size). */
  APPLICATION_MESSAGE: 2000,
  /** Reasons and staff responses; the API appends a summary of the change to some of them. */
  REASON: 1000,
  DESCRIPTION: 2000,
  SCHEDULE_TITLE: 100,
  EMAIL: 254,
} as const;
