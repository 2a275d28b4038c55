import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ko } from './ko';
import { koForms } from './ko-forms';
import { koSignedIn } from './ko-signed-in';
import type { TDictionary } from './types';

type TTree = { [key: string]: string | TTree };

function leaves(tree: TTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const koLeaves = new Map(leaves({ ...ko, ...koForms, ...koSignedIn }));
  const enLeaves = new Map(leaves(en));

  it('when Korean and English are compared, then they have identical key sets', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...koLeaves.keys()].sort());
  });

  it('when any entry is read, then it is a non-empty string in both languages', () => {
    for (const [key, value] of [...koLeaves, ...enLeaves]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('when an entry has {placeholders}, then both languages use the same ones', () => {
    for (const [key, value] of koLeaves) {
      expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('when a key is missing or extra in a dictionary, then it does not compile', () => {
    const navWithoutHome: Omit<TDictionary['nav'], 'home'> = en.nav;
    // @ts-expect-error a missing key is a type error
    const missing: TDictionary = { ...en, nav: navWithoutHome };
    // @ts-expect-error an extra key is a type error
    const extra: TDictionary = { ...en, nav: { ...en.nav, notInKorean: 'x' } };
    expect([missing, extra]).toHaveLength(2);
  });
});
