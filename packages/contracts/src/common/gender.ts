import { z } from 'zod';
import type { TBilingualText } from './language';

/** Application forms offer male/female; stored users may also be `other` (docs/product/entities.md). */
export const GENDERS = ['male', 'female'] as const;
export const ZGender = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'genderRequired' : 'invalidValue',
});
export type TGender = z.infer<typeof ZGender>;

export const MEMBER_GENDERS = ['male', 'female', 'other'] as const;
export const ZMemberGender = z.enum(MEMBER_GENDERS, { error: 'invalidValue' });
export type TMemberGender = z.infer<typeof ZMemberGender>;

export const GENDER_LABELS = {
  male: { ko: '남성', en: 'Male' },
  female: { ko: '여성', en: 'Female' },
  other: { ko: '기타', en: 'Other' },
} as const satisfies Record<TMemberGender, TBilingualText>;
