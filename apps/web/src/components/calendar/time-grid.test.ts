import { describe, expect, it } from 'vitest';
import { gridSlots, laneOf, steppedSpot } from './time-grid';
import type { TGridEntry } from './time-grid';

const entry = (id: string, startMinute: number, endMinute: number): TGridEntry => ({
  id,
  columnKey: 'a',
  startMinute,
  endMinute,
  title: id,
  movable: true,
});

describe('time grid rules', () => {
  it('when the grid runs 09:00–23:00, then it has 28 half-hour rows from 09:00', () => {
    const slots = gridSlots(540, 1380);
    expect([slots.length, slots[0], slots.at(-1)]).toEqual([28, 540, 1350]);
  });

  it('when blocks overlap, then they take lanes side by side; touching ones share a lane', () => {
    const { lane, lanes } = laneOf([
      entry('a', 600, 660),
      entry('b', 630, 690),
      entry('c', 660, 720),
    ]);
    expect([lane.get('a'), lane.get('b'), lane.get('c'), lanes]).toEqual([0, 1, 0, 2]);
  });

  it('when a picked-up block is moved by arrows, then it steps 30 minutes or one column and stays inside', () => {
    const bounds = {
      columns: [
        { key: 'mon', label: 'Mon' },
        { key: 'tue', label: 'Tue' },
      ],
      firstMinute: 540,
      lastMinute: 1380,
      length: 60,
    };
    const spot = { columnKey: 'mon', startMinute: 540 };
    expect(steppedSpot(spot, 'ArrowDown', bounds)).toEqual({ columnKey: 'mon', startMinute: 570 });
    expect(steppedSpot(spot, 'ArrowUp', bounds)).toEqual(spot);
    expect(steppedSpot(spot, 'ArrowRight', bounds)).toEqual({ columnKey: 'tue', startMinute: 540 });
    expect(steppedSpot(spot, 'ArrowLeft', bounds)).toEqual(spot);
    expect(
      steppedSpot({ columnKey: 'tue', startMinute: 1320 }, 'ArrowDown', bounds).startMinute,
    ).toBe(1320);
  });
});
