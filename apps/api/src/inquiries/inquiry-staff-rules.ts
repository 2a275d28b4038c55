import { FEEDBACK_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';

/** What the staff side of inquiries (get, reply, set status) answers for an id it cannot find. */
export const inquiryNotFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
