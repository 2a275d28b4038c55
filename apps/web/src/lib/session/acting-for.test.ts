import { afterEach, describe, expect, it } from 'vitest';
import { getActingFor, setActingFor } from './acting-for';

const CHILD = { guardianId: 7, childId: 41, childName: '김하준' };

afterEach(() => setActingFor(null));

describe('acting for a child', () => {
  it('when a child is chosen, then this tab keeps it in its own storage until switched back', () => {
    setActingFor(CHILD);
    expect([
      getActingFor(),
      JSON.parse(sessionStorage.getItem('academy.actingFor') ?? 'null'),
    ]).toEqual([CHILD, CHILD]);
    setActingFor(null);
    expect([getActingFor(), sessionStorage.getItem('academy.actingFor')]).toEqual([null, null]);
  });
});
