import type { TGuardianRelation, TMemberListItem } from '@academy/contracts';
import { format } from '@/i18n/format';
import type { koFamily } from '@/i18n/sections/family.ko';

type TFamilyCopy = typeof koFamily;

/** "김엄마 (어머니)": the guardian's name and how they are related, the name alone when unknown. */
export function guardianNamed(
  guardian: { name: string; relationship: TGuardianRelation | null },
  copy: TFamilyCopy,
): string {
  return guardian.relationship
    ? format(copy.staff.guardianNamed, {
        name: guardian.name,
        relationship: copy.relations[guardian.relationship],
      })
    : guardian.name;
}

/** "보호자: 김엄마 (어머니)" for a row of the member list; null for a member without a guardian. */
export function rowGuardianText(user: TMemberListItem, copy: TFamilyCopy): string | null {
  return user.guardian
    ? format(copy.guardianLink.rowGuardian, { guardian: guardianNamed(user.guardian, copy) })
    : null;
}
