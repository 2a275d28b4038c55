import { describe, expect, it } from 'vitest';
import { linkTokenOf } from './link-token';

const TOKEN = 'a'.repeat(21) + '-_' + 'Z9'.repeat(10);

describe('linkTokenOf', () => {
  it('when the fragment holds a whole token, then it is read', () => {
    expect(linkTokenOf(`#token=${TOKEN}`)).toBe(TOKEN);
  });

  it('when the fragment is missing, empty, cut short or holds other characters, then there is none', () => {
    for (const hash of [
      '',
      '#',
      '#token=',
      `#token=${TOKEN.slice(1)}`,
      `#token=${TOKEN}x`,
      `#token=${TOKEN.slice(1)}!`,
      `#code=${TOKEN}`,
    ]) {
      expect(linkTokenOf(hash), hash).toBeNull();
    }
  });
});
