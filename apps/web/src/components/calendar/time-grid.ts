/** One column of a time grid: a day (week view), a teacher or a room (day and rooms views). */
export type TGridColumn = { key: string; label: string };

/** One block on a time grid, placed by its column and minutes of the day. */
export type TGridEntry = {
  id: string;
  columnKey: string;
  startMinute: number;
  endMinute: number;
  /** What the block shows: a full name or title, never cut. */
  title: string;
  /** Read before the title (e.g. the kind of lesson), not shown: the name is "kind, title time". */
  kind?: string;
  /** A style class of the feature (its kind's colour and shape). */
  className?: string;
  /** Whether it may be dragged or picked up to another time. */
  movable: boolean;
};

/** Where a picked-up or dragged block would land. */
export type TGridSpot = { columnKey: string; startMinute: number };

/** Half an hour: the rows of the grid and the step of a keyboard move. */
export const GRID_STEP_MINUTES = 30;

/** The half-hour starts of [firstMinute, lastMinute). */
export function gridSlots(firstMinute: number, lastMinute: number): number[] {
  const count = Math.max(0, (lastMinute - firstMinute) / GRID_STEP_MINUTES);
  return Array.from({ length: count }, (_, index) => firstMinute + index * GRID_STEP_MINUTES);
}

/**
 * Side-by-side lanes for blocks of one column that overlap: each block gets the first lane free
 * at its start, and `lanes` is how many the column needs.
 */
export function laneOf(entries: readonly TGridEntry[]): {
  lane: Map<string, number>;
  lanes: number;
} {
  const ends: number[] = [];
  const lane = new Map<string, number>();
  const sorted = [...entries].sort(
    (a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute,
  );
  for (const entry of sorted) {
    const free = ends.findIndex((end) => end <= entry.startMinute);
    const index = free === -1 ? ends.length : free;
    ends[index] = entry.endMinute;
    lane.set(entry.id, index);
  }
  return { lane, lanes: Math.max(1, ends.length) };
}

/**
 * The spot a keyboard move reaches from `spot`: up and down by half an hour, left and right by
 * one column, always keeping the whole block within the grid's hours and columns.
 */
export function steppedSpot(
  spot: TGridSpot,
  key: string,
  bounds: {
    columns: readonly TGridColumn[];
    firstMinute: number;
    lastMinute: number;
    length: number;
  },
): TGridSpot {
  const column = bounds.columns.findIndex((item) => item.key === spot.columnKey);
  const last = bounds.lastMinute - bounds.length;
  const clampMinute = (minute: number) => Math.min(last, Math.max(bounds.firstMinute, minute));
  const columnAt = (index: number) =>
    bounds.columns[Math.min(bounds.columns.length - 1, Math.max(0, index))]?.key ?? spot.columnKey;
  switch (key) {
    case 'ArrowUp':
      return { ...spot, startMinute: clampMinute(spot.startMinute - GRID_STEP_MINUTES) };
    case 'ArrowDown':
      return { ...spot, startMinute: clampMinute(spot.startMinute + GRID_STEP_MINUTES) };
    case 'ArrowLeft':
      return { ...spot, columnKey: columnAt(column - 1) };
    case 'ArrowRight':
      return { ...spot, columnKey: columnAt(column + 1) };
    default:
      return spot;
  }
}
