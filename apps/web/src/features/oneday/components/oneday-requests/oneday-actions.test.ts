import { describe, expect, it } from 'vitest';
import { onedayActions, onedayOutcome } from './oneday-actions';

describe('onedayActions', () => {
  it('when pending, then contact, schedule and cancel are offered', () => {
    expect(onedayActions('pending')).toEqual([
      { status: 'contacted', kind: 'direct' },
      { status: 'scheduled', kind: 'schedule' },
      { status: 'cancelled', kind: 'cancel' },
    ]);
  });

  it('when contacted, then schedule and cancel are offered', () => {
    expect(onedayActions('contacted').map((action) => action.status)).toEqual([
      'scheduled',
      'cancelled',
    ]);
  });

  it('when scheduled, then complete and cancel are offered', () => {
    expect(onedayActions('scheduled').map((action) => action.status)).toEqual([
      'completed',
      'cancelled',
    ]);
  });

  it('when completed or cancelled, then nothing is offered', () => {
    expect(onedayActions('completed')).toEqual([]);
    expect(onedayActions('cancelled')).toEqual([]);
  });
});

describe('onedayOutcome', () => {
  it('when a status is reached, then its own message is used', () => {
    expect(onedayOutcome('contacted')).toEqual({ key: 'onedayContacted', tone: 'success' });
    expect(onedayOutcome('scheduled')).toEqual({ key: 'onedayScheduled', tone: 'success' });
    expect(onedayOutcome('completed')).toEqual({ key: 'onedayCompleted', tone: 'success' });
    expect(onedayOutcome('pending')).toEqual({ key: 'onedayUpdated', tone: 'success' });
  });

  it('when the application is cancelled, then the toast is an error toast', () => {
    expect(onedayOutcome('cancelled')).toEqual({ key: 'onedayCancelled', tone: 'error' });
  });
});
