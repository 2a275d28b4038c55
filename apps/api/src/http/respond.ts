import type { Response } from 'express';
import {
  ERROR_STATUS,
  ZFileDownload,
  type TApiEnvelope,
  type TApiFailureEnvelope,
  type TErrorCode,
} from '@academy/contracts';

export function sendOk<T>(res: Response, data: T, message = '', status = 200): void {
  const body: TApiEnvelope<T> = { success: true, message, data };
  res.status(status).json(body);
}

/**
 * A download: the file itself as an attachment of `contentType`, not the envelope. The handler's
 * answer is checked against ZFileDownload, so a name that would break the header never goes out
 * (letters, digits, '_', '.', '-').
 */
export function sendFile(res: Response, file: unknown, contentType: string, status = 200): void {
  const { fileName, content } = ZFileDownload.parse(file);
  // Written by hand to keep the quotes clients expect; the name holds no quote or space.
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.status(status).type(contentType).send(content);
}

/** A refusal; the status is the code's own unless the HTTP layer gave a more precise one. */
export function sendFailure(
  res: Response,
  code: TErrorCode,
  message: string,
  data: unknown = null,
  status: number = ERROR_STATUS[code],
): void {
  const body: TApiFailureEnvelope = { success: false, message, data, code };
  res.status(status).json(body);
}
