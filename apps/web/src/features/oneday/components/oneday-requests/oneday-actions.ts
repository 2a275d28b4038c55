import { nextOnedayStatuses } from '@academy/contracts';
import type { TOnedayStatus, TStaffMessageKey } from '@academy/contracts';

/** Statuses an application can be moved to (nothing goes back to pending). */
export type TOnedayTarget = Exclude<TOnedayStatus, 'pending'>;

function isTarget(status: TOnedayStatus): status is TOnedayTarget {
  return status !== 'pending';
}

/** A button that moves an application on; "scheduled" asks for the date first. */
export type TOnedayAction = {
  status: TOnedayTarget;
  kind: 'direct' | 'schedule' | 'cancel';
};

/** The buttons an application shows: docs/product/states.md transitions open from its status. */
export function onedayActions(status: TOnedayStatus): TOnedayAction[] {
  return nextOnedayStatuses(status)
    .filter(isTarget)
    .map((next) => ({
      status: next,
      kind: next === 'scheduled' ? 'schedule' : next === 'cancelled' ? 'cancel' : 'direct',
    }));
}

/** docs/product/errors.md: one toast per new status; a cancellation is shown as an error toast. */
export function onedayOutcome(status: TOnedayStatus): {
  key: TStaffMessageKey;
  tone: 'success' | 'error';
} {
  switch (status) {
    case 'contacted':
      return { key: 'onedayContacted', tone: 'success' };
    case 'scheduled':
      return { key: 'onedayScheduled', tone: 'success' };
    case 'completed':
      return { key: 'onedayCompleted', tone: 'success' };
    case 'cancelled':
      return { key: 'onedayCancelled', tone: 'error' };
    default:
      return { key: 'onedayUpdated', tone: 'success' };
  }
}
