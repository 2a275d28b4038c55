import type { TDeepStrings } from '../types';
import type { koSiblingDiscount } from './sibling-discount.ko';

export const enSiblingDiscount: TDeepStrings<typeof koSiblingDiscount> = {
  heading: 'Sibling discount',
  lead: 'Applies to dues issued from now on to the second and later children of a guardian (children taking lessons, in the order they joined). Dues already issued do not change.',
  current: 'Current setting: {value}',
  kind: 'Discount type',
  kinds: { none: 'No discount', amount: 'Fixed amount (KRW)', percent: 'Percentage (%)' },
  value: 'Discount',
  amountHint:
    'A whole number from 1 to 10,000,000 KRW. A discount above the due takes off only the due.',
  percentHint: 'A whole number from 1 to 100. The discount is rounded to whole won.',
  noneValue: 'None',
  submit: 'Save',
  submitting: 'Saving…',
  failed: 'The sibling discount could not be saved. Please try again shortly.',
  loadFailed: 'The sibling discount could not be loaded.',
};
