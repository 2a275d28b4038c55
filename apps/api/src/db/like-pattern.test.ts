import { describe, expect, it } from 'vitest';
import { escapeLikePattern } from './like-pattern.js';

describe('escapeLikePattern', () => {
  it('when the text holds LIKE wildcards or the escape character, then each is escaped', () => {
    expect(escapeLikePattern('100%_off')).toBe('100\\%\\_off');
    expect(escapeLikePattern('a\\b')).toBe('a\\\\b');
  });

  it('when the text holds none, then it is unchanged', () => {
    expect(escapeLikePattern('드러머 Kim')).toBe('드러머 Kim');
  });
});
