import type { Request } from 'express';
import { AUTH_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';

/** The signed-in staff member making a request, as the staff-account rules need them. */
export interface StaffCaller {
  id: number;
  isAdmin: boolean;
}

/** Only called behind requireStaff or requireAdmin; anything else is a wiring mistake, not a guest. */
export function staffCallerOf(req: Request): StaffCaller {
  const auth = req.auth;
  if (!auth || auth.session.userType !== 'teacher') {
    throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.authenticationRequired);
  }
  return { id: auth.account.id, isAdmin: auth.session.user.role === 'admin' };
}
