import { VERIFICATION_CODE } from '@academy/contracts';

/** The countdown only informs the user; the API enforces the same lifetime. */
export const VERIFICATION_CODE_VALIDITY_MINUTES = VERIFICATION_CODE.TTL_MINUTES;
export const VERIFICATION_CODE_VALIDITY_MS = VERIFICATION_CODE_VALIDITY_MINUTES * 60_000;
