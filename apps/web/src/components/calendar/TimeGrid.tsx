import { minutesToTime } from '@academy/contracts';
import { useId, useState } from 'react';
import type { CSSProperties, DragEvent, KeyboardEvent } from 'react';
import styles from './TimeGrid.module.css';
import { GRID_STEP_MINUTES, gridSlots, laneOf, steppedSpot } from './time-grid';
import type { TGridColumn, TGridEntry, TGridSpot } from './time-grid';

/** The words of moving a block, from the feature that moves it. */
export type TGridMoveText = {
  hint: string;
  pickedUp: (entry: TGridEntry, spot: TGridSpot) => string;
  at: (entry: TGridEntry, spot: TGridSpot) => string;
  cancelled: string;
};

type TTimeGridProps = {
  label: string;
  hoursLabel: string;
  columns: readonly TGridColumn[];
  entries: readonly TGridEntry[];
  firstMinute: number;
  lastMinute: number;
  onOpen: (entry: TGridEntry) => void;
  /** Given, movable blocks can be dragged, or picked up and moved by keyboard, to a spot. */
  onMove?: (entry: TGridEntry, spot: TGridSpot) => void;
  moveText?: TGridMoveText;
};

type TPicked = { entry: TGridEntry; spot: TGridSpot };

const PICK_KEYS = ['Enter', 'm', 'M'];
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Top and height of a block, in half-hour rows (the CSS multiplies by the row height). */
function placement(start: number, end: number, firstMinute: number): CSSProperties {
  return {
    '--row': (start - firstMinute) / GRID_STEP_MINUTES,
    '--rows': (end - start) / GRID_STEP_MINUTES,
  } as CSSProperties;
}

/**
 * Keyboard moving (docs/product/back-office.md): Enter or M picks a block up, the arrows move it
 * by half an hour or a column, Enter drops it and Escape puts it back; each step is announced.
 */
function useKeyboardMove(props: TTimeGridProps) {
  const [picked, setPicked] = useState<TPicked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { onMove, moveText } = props;
  const onKeyDown = (entry: TGridEntry, event: KeyboardEvent<HTMLButtonElement>) => {
    if (!onMove || !moveText || !entry.movable) return;
    if (picked?.entry.id !== entry.id) {
      if (!PICK_KEYS.includes(event.key)) return;
      event.preventDefault();
      const spot = { columnKey: entry.columnKey, startMinute: entry.startMinute };
      setPicked({ entry, spot });
      setAnnouncement(moveText.pickedUp(entry, spot));
      return;
    }
    if (ARROWS.includes(event.key)) {
      event.preventDefault();
      const length = entry.endMinute - entry.startMinute;
      const spot = steppedSpot(picked.spot, event.key, { ...props, length });
      setPicked({ entry, spot });
      setAnnouncement(moveText.at(entry, spot));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setPicked(null);
      onMove(entry, picked.spot);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setPicked(null);
      setAnnouncement(moveText.cancelled);
    }
  };
  const cancel = () => {
    if (!picked || !moveText) return;
    setPicked(null);
    setAnnouncement(moveText.cancelled);
  };
  return { picked, announcement, onKeyDown, cancel };
}

/** A column's half-hour drop targets: a block dragged onto one moves to its start. */
function DropCells(props: {
  column: TGridColumn;
  slots: readonly number[];
  dragged: TGridEntry | null;
  onDrop: (spot: TGridSpot) => void;
}) {
  const { column, slots, dragged } = props;
  const accept = (event: DragEvent) => {
    if (dragged) event.preventDefault();
  };
  return slots.map((slot) => (
    <div
      key={slot}
      className={styles.cell}
      data-spot={`${column.key} ${minutesToTime(slot)}`}
      onDragOver={accept}
      onDrop={(event) => {
        if (!dragged) return;
        event.preventDefault();
        props.onDrop({ columnKey: column.key, startMinute: slot });
      }}
    />
  ));
}

type TKeyboardMove = ReturnType<typeof useKeyboardMove>;

type TGridColumnProps = {
  column: TGridColumn;
  grid: TTimeGridProps;
  slots: readonly number[];
  keyboard: TKeyboardMove;
  drag: { dragged: TGridEntry | null; setDragged: (entry: TGridEntry | null) => void };
  hintId: string;
};

/** One block: its full title and time; a movable one can be dragged or picked up. */
function GridEntryButton(
  props: TGridColumnProps & { entry: TGridEntry; lane: number; lanes: number },
) {
  const { entry, grid, keyboard, drag } = props;
  const start = Math.max(entry.startMinute, grid.firstMinute);
  const end = Math.min(entry.endMinute, grid.lastMinute);
  const movable = grid.onMove !== undefined && grid.moveText !== undefined && entry.movable;
  return (
    <button
      type="button"
      className={`${styles.entry} ${entry.className ?? ''}`}
      style={{
        ...placement(start, end, grid.firstMinute),
        ...({ '--lane': props.lane, '--lanes': props.lanes } as CSSProperties),
      }}
      aria-describedby={movable ? props.hintId : undefined}
      aria-pressed={movable ? keyboard.picked?.entry.id === entry.id : undefined}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', entry.id);
        drag.setDragged(entry);
      }}
      onDragEnd={() => drag.setDragged(null)}
      onClick={() => grid.onOpen(entry)}
      onKeyDown={(event) => keyboard.onKeyDown(entry, event)}
      onBlur={keyboard.cancel}
    >
      {entry.kind && <span className={styles.unseen}>{`${entry.kind},`}</span>}{' '}
      <span className={styles.entryTitle}>{entry.title}</span>{' '}
      <span className={styles.entryTime}>
        {minutesToTime(entry.startMinute)}–{minutesToTime(entry.endMinute)}
      </span>
    </button>
  );
}

/** A day's, teacher's or room's column: drop targets, blocks side by side, the picked-up spot. */
function GridColumnView(props: TGridColumnProps) {
  const { column, grid, slots, keyboard, drag } = props;
  const { firstMinute, lastMinute, onMove } = grid;
  const own = grid.entries.filter(
    (entry) =>
      entry.columnKey === column.key &&
      entry.endMinute > firstMinute &&
      entry.startMinute < lastMinute,
  );
  const { lane, lanes } = laneOf(own);
  const ghost = keyboard.picked?.spot.columnKey === column.key ? keyboard.picked : null;
  const drop = (spot: TGridSpot) => {
    const entry = drag.dragged;
    drag.setDragged(null);
    if (entry && onMove) onMove(entry, spot);
  };
  return (
    <div className={styles.column}>
      {onMove && <DropCells column={column} slots={slots} dragged={drag.dragged} onDrop={drop} />}
      {own.map((entry) => (
        <GridEntryButton
          key={entry.id}
          {...props}
          entry={entry}
          lane={lane.get(entry.id) ?? 0}
          lanes={lanes}
        />
      ))}
      {ghost && (
        <div
          className={styles.ghost}
          aria-hidden="true"
          style={placement(
            ghost.spot.startMinute,
            ghost.spot.startMinute + ghost.entry.endMinute - ghost.entry.startMinute,
            firstMinute,
          )}
        />
      )}
    </div>
  );
}

/**
 * A grid of hours down and columns across (days, teachers or rooms) with blocks showing full
 * names and times. Wide grids scroll sideways on a phone, the hours staying in view.
 */
export function TimeGrid(props: TTimeGridProps) {
  const { columns, firstMinute, lastMinute, moveText } = props;
  const hintId = useId();
  const slots = gridSlots(firstMinute, lastMinute);
  const keyboard = useKeyboardMove(props);
  const [dragged, setDragged] = useState<TGridEntry | null>(null);
  const hours = slots.filter((slot) => slot % 60 === 0);
  const style = { '--columns': columns.length, '--slots': slots.length } as CSSProperties;
  const columnProps = { grid: props, slots, keyboard, drag: { dragged, setDragged }, hintId };

  return (
    <section className={styles.frame} aria-label={props.label}>
      {props.onMove && moveText && (
        <p id={hintId} className={styles.hint}>
          {moveText.hint}
        </p>
      )}
      <div className={styles.scroller}>
        <div className={styles.grid} style={style}>
          <div className={styles.corner}>{props.hoursLabel}</div>
          {columns.map((column) => (
            <div key={column.key} className={styles.columnHead}>
              {column.label}
            </div>
          ))}
          <div className={styles.hours} aria-hidden="true">
            {hours.map((hour) => (
              <span key={hour} style={placement(hour, hour + 60, firstMinute)}>
                {minutesToTime(hour)}
              </span>
            ))}
          </div>
          {columns.map((column) => (
            <GridColumnView key={column.key} column={column} {...columnProps} />
          ))}
        </div>
      </div>
      <p className={styles.live} aria-live="polite">
        {keyboard.announcement}
      </p>
    </section>
  );
}
