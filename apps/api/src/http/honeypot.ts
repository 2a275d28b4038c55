import type { Request, Response } from 'express';
import { isHoneypotTripped } from '@academy/contracts';
import { sendOk } from './respond.js';

/**
 * When a bot filled the hidden field, answers exactly like a created submission (201, same
 * message) but with a null id, stores nothing and notifies nobody. Returns whether it did.
 */
export function answeredHoneypot<T>(
  req: Request,
  res: Response,
  receipt: T,
  message: string,
): boolean {
  if (!isHoneypotTripped(req.body)) return false;
  req.log.info({ path: req.path }, 'honeypot filled: submission dropped');
  sendOk(res, receipt, message, 201);
  return true;
}
