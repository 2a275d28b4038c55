import type { TLanguage } from '@/i18n/language';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyKo } from './privacy-policy.ko';
import { termsOfServiceEn } from './terms-of-service.en';
import { termsOfServiceKo } from './terms-of-service.ko';

export const privacyPolicies: Record<TLanguage, typeof privacyPolicyEn> = {
  KOR: privacyPolicyKo,
  ENG: privacyPolicyEn,
};

export const termsOfService: Record<TLanguage, typeof termsOfServiceEn> = {
  KOR: termsOfServiceKo,
  ENG: termsOfServiceEn,
};

/** Section order of each document; the keys are also the anchors of the table of contents. */
export const PRIVACY_SECTIONS = [
  'purpose',
  'collected',
  'retention',
  'thirdParty',
  'outsourcing',
  'destruction',
  'rights',
  'children',
  'security',
  'cookies',
  'officer',
  'remedies',
  'changes',
] as const satisfies ReadonlyArray<keyof typeof privacyPolicyKo.sections>;

export const TERMS_SECTIONS = [
  'purpose',
  'definitions',
  'notice',
  'services',
  'contract',
  'fees',
  'schedule',
  'practice',
  'refunds',
  'account',
  'obligations',
  'restrictions',
  'interruption',
  'liability',
  'disputes',
  'addendum',
] as const satisfies ReadonlyArray<keyof typeof termsOfServiceKo.sections>;
