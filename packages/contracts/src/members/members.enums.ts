import { z } from 'zod';
import type { TBilingualText } from '../common/language';

export const MEMBER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const ZMemberStatus = z.enum(MEMBER_STATUSES, { error: 'invalidValue' });
export type TMemberStatus = z.infer<typeof ZMemberStatus>;

export const MEMBER_STATUS_LABELS = {
  active: { ko: '활성', en: 'Active' },
  inactive: { ko: '비활성', en: 'Inactive' },
  suspended: { ko: '정지', en: 'Suspended' },
} as const satisfies Record<TMemberStatus, TBilingualText>;

/** docs/product/states.md: only active members can be deleted, and deletion is permanent. */
export function canDeleteMember(status: TMemberStatus): boolean {
  return status === 'active';
}
