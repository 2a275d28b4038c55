import type { FAMILY_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';

/** A family change staff asked for that the rules refuse (docs/product/families.md), with why. */
export const familyRefused = (message: (typeof FAMILY_MESSAGES)[keyof typeof FAMILY_MESSAGES]) =>
  new AppError('FAMILY_LINK_REFUSED', message);
