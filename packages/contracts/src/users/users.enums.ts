import { z } from 'zod';
import type { TBilingualText } from '../common/language';

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const ZUserStatus = z.enum(USER_STATUSES, { error: 'invalidValue' });
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const USER_STATUS_LABELS = {
  active: { ko: '활성', en: 'Active' },
  inactive: { ko: '비활성', en: 'Inactive' },
  suspended: { ko: '정지', en: 'Suspended' },
} as const satisfies Record<TUserStatus, TBilingualText>;

/** docs/product/states.md: only active members can be deleted, and deletion is permanent. */
export function canDeleteUser(status: TUserStatus): boolean {
  return status === 'active';
}
