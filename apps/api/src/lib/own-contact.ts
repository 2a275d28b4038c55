/**
 * A member's own login id, phone or e-mail where the answer's shape has a text: a child without
 * one of their own shows it blank, and their guardian is the contact (docs/product/families.md).
 */
export const ownContact = (value: string | null): string => value ?? '';
