import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, isHoneypotTripped } from './honeypot';

describe('isHoneypotTripped', () => {
  it('when the hidden field is absent, empty or blank, then the sender is a person', () => {
    expect(HONEYPOT_FIELD).toBe('website');
    for (const body of [{}, { website: '' }, { website: '  ' }, { website: null }, null, 'x']) {
      expect(isHoneypotTripped(body)).toBe(false);
    }
  });

  it('when the hidden field has any value, then the sender is a bot', () => {
    for (const website of ['http://spam.example', 1, true, ['x']]) {
      expect(isHoneypotTripped({ website })).toBe(true);
    }
  });
});
