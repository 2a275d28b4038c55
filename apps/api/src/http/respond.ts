import type { Request, Response } from 'express';
import {
  ERROR_STATUS,
  ZFileDownload,
  type TApiEnvelope,
  type TApiFailureEnvelope,
  type TErrorCode,
} from '@academy/contracts';
import type { CachedAnswer } from './public-read-cache.js';

export function sendOk<T>(res: Response, data: T, message = '', status = 200): void {
  const body: TApiEnvelope<T> = { success: true, message, data };
  res.status(status).json(body);
}

/** An envelope already serialized, with its ETag; 304 when the client holds that one. */
export function sendCached(req: Request, res: Response, answer: CachedAnswer, status = 200): void {
  res.setHeader('ETag', answer.etag);
  if (req.headers['if-none-match'] === answer.etag) {
    res.status(304).end();
    return;
  }
  res.status(status).type('application/json; charset=utf-8').send(answer.body);
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
