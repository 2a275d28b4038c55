import { ZApiEnvelope } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { practiceQueryKey, ZMemberPracticeSession } from './practice-session';
import type { TMemberPracticeSession } from './practice-session';

const ZBookingsEnvelope = ZApiEnvelope(z.object({ bookings: z.array(ZMemberPracticeSession) }));

/** GET /practice/bookings: the member's own bookings. */
export async function getMyPracticeBookings(): Promise<TMemberPracticeSession[]> {
  const response = await apiClient.get<unknown>('/practice/bookings');
  return ZBookingsEnvelope.parse(response.data).data?.bookings ?? [];
}

export function useMyPracticeBookings() {
  return useQuery({ queryKey: [...practiceQueryKey, 'mine'], queryFn: getMyPracticeBookings });
}
