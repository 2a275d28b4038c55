import type { Response } from 'express';
import type { TApiEnvelope } from '@academy/contracts';

export function sendOk<T>(res: Response, data: T, message = '', status = 200): void {
  const body: TApiEnvelope<T> = { success: true, message, data };
  res.status(status).json(body);
}

export function sendFailure(
  res: Response,
  status: number,
  message: string,
  data: unknown = null,
): void {
  const body: TApiEnvelope<unknown> = { success: false, message, data };
  res.status(status).json(body);
}
