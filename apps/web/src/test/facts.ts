import type { SelectorMatcherOptions, within } from '@testing-library/react';
import { expect } from 'vitest';

type TQueries = ReturnType<typeof within>;

/**
 * In `place`, each label is followed by an element holding its text: a record's `dt` and `dd`
 * (`FactList`). `options` narrow where a label is looked for, as `getByText`'s do.
 */
export function expectFacts(
  place: TQueries,
  facts: Readonly<Record<string, string>>,
  options?: SelectorMatcherOptions,
) {
  for (const [label, text] of Object.entries(facts)) {
    expect(place.getByText(label, options).nextElementSibling).toHaveTextContent(text);
  }
}
