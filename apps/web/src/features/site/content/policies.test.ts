import { describe, expect, it } from 'vitest';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyKo } from './privacy-policy.ko';
import { termsOfServiceEn } from './terms-of-service.en';
import { termsOfServiceKo } from './terms-of-service.ko';

type TTree = string | readonly TTree[] | { readonly [key: string]: TTree };

function leaves(tree: TTree, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['privacy policy', privacyPolicyKo, privacyPolicyEn],
  ['terms of service', termsOfServiceKo, termsOfServiceEn],
])('%s texts', (_name, ko, en) => {
  const koLeaves = new Map(leaves(ko));
  const enLeaves = new Map(leaves(en));

  it('when Korean and English are compared, then every paragraph and list item has a counterpart', () => {
    expect([...enLeaves.keys()]).toEqual([...koLeaves.keys()]);
  });

  it('when a text has {placeholders}, then both languages use the same ones', () => {
    for (const [key, value] of koLeaves) {
      expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });
});
