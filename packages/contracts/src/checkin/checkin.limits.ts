/** The front-desk check-in (docs/product/checkin.md, decision 0027). */
export const CHECKIN_LIMITS = {
  /** A code is this many digits: 10,000 codes in all. */
  CODE_LENGTH: 4,
  /** Wrong codes one kiosk (the staff session it runs in) may type per window… */
  WRONG_CODES_PER_KIOSK: 10,
  KIOSK_WINDOW_MINUTES: 15,
  /** …and one network address per day, whatever the session. */
  WRONG_CODES_PER_ADDRESS: 50,
  ADDRESS_WINDOW_MINUTES: 24 * 60,
  /** "Not arrived yet" goes this long after a lesson's start, while the lesson lasts. */
  NOT_ARRIVED_AFTER_MINUTES: 15,
  /** Lessons one run of the job tells about at most; the rest wait for the next run. */
  MAX_NOT_ARRIVED_PER_RUN: 500,
} as const;

export const CHECKIN_OUTCOMES = ['checked_in', 'already_checked_in'] as const;
