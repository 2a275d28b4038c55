import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys';

describe('tabKeyTarget', () => {
  it('when the arrows pass an end, then they wrap around', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('when Home or End is pressed, then the first or last tab is the target; other keys none', () => {
    expect([tabKeyTarget('Home', 1, 3), tabKeyTarget('End', 1, 3)]).toEqual([0, 2]);
    expect(tabKeyTarget('Enter', 1, 3)).toBeUndefined();
  });
});
