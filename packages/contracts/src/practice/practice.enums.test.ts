import { describe, expect, it } from 'vitest';
import { PRACTICE_ROOM_LABELS } from './practice.enums';

describe('practice room labels', () => {
  it.each([
    ['room1', '드럼 연습실 1', 'Drum practice room 1'],
    ['room2', '드럼 연습실 2', 'Drum practice room 2'],
    ['room3', '드럼 연습실 3', 'Drum practice room 3'],
  ] as const)('when %s is shown, then it reads %s / %s', (room, ko, en) => {
    expect(PRACTICE_ROOM_LABELS[room]).toEqual({ ko, en });
  });
});
