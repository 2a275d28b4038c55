import { z } from 'zod';

/**
 * A form field hidden from people (off-screen, not focusable) that bots fill in. The API
 * answers a filled one like a success but stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

export const ZHoneypotField = z.string({ error: 'invalidValue' }).optional();

export function isHoneypotTripped(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
