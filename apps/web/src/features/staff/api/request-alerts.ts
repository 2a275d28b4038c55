import { staffOperations } from '@academy/contracts';
import type { TStaffRequestAlerts } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';

const requestAlertsQueryKey = (staffId: number) => ['staff', 'request-alerts', staffId] as const;

/** GET /teachers/{id}/request-alerts: the signed-in staff member's own choice. */
export async function getRequestAlerts(staffId: number): Promise<TStaffRequestAlerts> {
  return callOperation(staffOperations.getStaffRequestAlerts, { params: { id: staffId } });
}

export function useRequestAlerts(staffId: number) {
  return useQuery({
    queryKey: requestAlertsQueryKey(staffId),
    queryFn: () => getRequestAlerts(staffId),
  });
}

/** PUT /teachers/{id}/request-alerts; the setting as stored, with the server's message. */
export async function chooseRequestAlerts({
  staffId,
  enabled,
}: {
  staffId: number;
  enabled: boolean;
}) {
  return callOperationWithMessage(staffOperations.updateStaffRequestAlerts, {
    params: { id: staffId },
    body: { enabled },
  });
}

export function useChooseRequestAlerts(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => chooseRequestAlerts({ staffId, enabled }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TStaffRequestAlerts>(requestAlertsQueryKey(staffId), data);
    },
  });
}
