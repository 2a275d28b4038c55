import { SESSION } from '@academy/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memberSession } from '@/test/session-users';
import { GUEST_SNAPSHOT, validSnapshot } from './session-snapshot';
import type { TSessionSnapshot } from './session-snapshot';
import { createSessionStore } from './session-store';

/** A check whose answer the test gives, in any order. */
function deferredCheck() {
  let answer: (snapshot: TSessionSnapshot) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<TSessionSnapshot>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('the session store', () => {
  it('when two checks overlap, then the later one decides even if the earlier one answers last', async () => {
    const first = deferredCheck();
    const second = deferredCheck();
    const store = createSessionStore(
      vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise),
    );
    const firstDone = store.check();
    const secondDone = store.check();

    second.answer(validSnapshot(memberSession({ name: '새 회원' })));
    await secondDone;
    first.answer(GUEST_SNAPSHOT);
    await firstDone;

    expect(store.current()).toMatchObject({ user: { name: '새 회원' } });
  });

  it('when the first check fails outright, then the visitor is a guest; a later failure keeps the session', async () => {
    const failing = deferredCheck();
    const store = createSessionStore(() => failing.promise);
    const done = store.check();
    expect(store.getState().snapshot).toBeUndefined();
    failing.fail(new Error('broken'));
    await done;
    expect(store.getState().snapshot).toEqual(GUEST_SNAPSHOT);

    store.set(validSnapshot(memberSession({ name: '김하늘' })));
    await store.check();
    expect(store.current()).toMatchObject({ user: { name: '김하늘' } });
  });

  it('when checkOnce is called twice, then the server is asked once', () => {
    const runCheck = vi.fn().mockResolvedValue(GUEST_SNAPSHOT);
    const store = createSessionStore(runCheck);
    store.checkOnce();
    store.checkOnce();
    expect(runCheck).toHaveBeenCalledTimes(1);
  });

  it('when an answer is older than its validation time, then it is stale', () => {
    const store = createSessionStore(vi.fn());
    const now = Date.now();
    store.set(validSnapshot(memberSession()));
    expect(store.isStale(now + SESSION.TOKEN_VALIDATION_CACHE_MS - 1_000)).toBe(false);
    expect(store.isStale(now + SESSION.TOKEN_VALIDATION_CACHE_MS + 1_000)).toBe(true);
  });

  it('when the session changes, then listeners hear of it once, in the next task', async () => {
    const store = createSessionStore(vi.fn());
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(GUEST_SNAPSHOT);
    store.set(validSnapshot(memberSession()));
    expect(listener).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(store.current()).toMatchObject({ userType: 'user' });
  });
});
