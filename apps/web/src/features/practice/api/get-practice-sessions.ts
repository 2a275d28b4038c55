import { ZApiEnvelope } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { practiceQueryKey, ZMemberPracticeSession } from './practice-session';
import type { TMemberPracticeSession } from './practice-session';

const ZSessionsEnvelope = ZApiEnvelope(z.object({ sessions: z.array(ZMemberPracticeSession) }));

/** GET /practice for one month (first and last day, docs/product/api.md): every room's sessions. */
export async function getPracticeSessions(range: {
  startDate: string;
  endDate: string;
}): Promise<TMemberPracticeSession[]> {
  const response = await apiClient.get<unknown>('/practice', { params: range });
  return ZSessionsEnvelope.parse(response.data).data?.sessions ?? [];
}

export function usePracticeSessions(range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: [...practiceQueryKey, 'sessions', range],
    queryFn: () => getPracticeSessions(range),
    placeholderData: keepPreviousData,
  });
}
