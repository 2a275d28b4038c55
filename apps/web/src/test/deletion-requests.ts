import type { TDeletionRequest } from '@academy/contracts';

/** 김엄마's open request to delete her child 김하늘's account, as the deletion-request lists show one. */
export function deletionRequest(overrides: Partial<TDeletionRequest> = {}): TDeletionRequest {
  return {
    id: 1,
    userId: 7,
    name: '김하늘',
    requestedBy: { userId: 3, name: '김엄마' },
    state: 'open',
    reason: null,
    createdAt: '2026-11-30T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
