/**
 * A number typed into a text field, for a schema that takes a number: empty is none (null);
 * anything else is converted, and what is not a number is left for the schema to refuse.
 */
export const typedNumber = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);
