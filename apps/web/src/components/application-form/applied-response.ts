import { ZApiEnvelope, ZApplicationReceipt } from '@academy/contracts';

const ZReceiptEnvelope = ZApiEnvelope(ZApplicationReceipt);

/** The new request's id; null when the answer carried none (the application still went in). */
export function appliedRequestId(body: unknown): number | null {
  const parsed = ZReceiptEnvelope.safeParse(body);
  return parsed.success ? (parsed.data.data?.requestId ?? null) : null;
}
