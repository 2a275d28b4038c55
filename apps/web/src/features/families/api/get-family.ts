import { familyOperations } from '@academy/contracts';
import type { TFamily } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const familyQueryKey = ['family'] as const;

/** GET /family: the signed-in member's children (none for most members). */
export function getFamily(): Promise<TFamily> {
  return callOperation(familyOperations.getFamily);
}

export function useFamily() {
  return useQuery({ queryKey: familyQueryKey, queryFn: getFamily });
}
