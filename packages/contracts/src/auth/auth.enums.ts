import { z } from 'zod';
import type { TBilingualText } from '../common/language';

/** `user` is a member (student); `teacher` is staff, whose role is teacher or admin. */
export const USER_TYPES = ['user', 'teacher'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

export const STAFF_ROLES = ['admin', 'teacher'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** Header role label (docs/product/screens-and-routes.md): admin, teacher or member. */
export const ROLE_LABELS = {
  admin: { ko: '관리자', en: 'Admin' },
  teacher: { ko: '선생님', en: 'Teacher' },
  member: { ko: '회원', en: 'Member' },
} as const satisfies Record<TStaffRole | 'member', TBilingualText>;

export const FORGOT_PASSWORD_STEPS = ['email', 'verification', 'newPassword', 'complete'] as const;
export const ZForgotPasswordStep = z.enum(FORGOT_PASSWORD_STEPS);
export type TForgotPasswordStep = z.infer<typeof ZForgotPasswordStep>;
