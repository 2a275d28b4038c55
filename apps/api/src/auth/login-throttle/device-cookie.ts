import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AccountRef } from '../account-ref.js';
import { type Clock, systemClock } from '../../lib/clock.js';

/** A browser that has signed in to `account` before, named by a random nonce of its own. */
export interface TrustedDevice {
  account: AccountRef;
  nonce: string;
}

export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

const COOKIE_VALUE =
  /^(member|staff)\.(\d{1,10})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing key is derived from a configured secret under a label of its own, so a device
 * cookie's signature can never be mistaken for any other value signed with that secret.
 */
export function deriveDeviceCookieKey(configuredSecret: string): Buffer {
  return createHmac('sha256', configuredSecret).update('academy device cookie v1').digest();
}

/**
 * The device cookie of the login lockout: after a successful login the browser keeps a signed
 * cookie naming the account, so its owner's attempts count on their own and failures made
 * elsewhere cannot lock that browser out. httpOnly and SameSite=Strict like the session cookies;
 * Secure with the __Host- prefix in production.
 */
export function createDeviceCookies(options: { key: Buffer; secure: boolean; now?: Clock }) {
  const { key, secure, now = systemClock } = options;
  const name = secure ? '__Host-academy_device' : 'academy_device';
  const sign = (content: string) => createHmac('sha256', key).update(content).digest('base64url');

  return {
    name,

    /** Gives the browser a new device cookie for `account` (it replaces any earlier one). */
    issue(res: Response, account: AccountRef): void {
      const expiresAt = new Date(now().getTime() + DEVICE_COOKIE_TTL_MS);
      const nonce = randomBytes(16).toString('base64url');
      const content = `${account.type}.${account.id}.${nonce}.${Math.floor(expiresAt.getTime() / 1000)}`;
      res.cookie(name, `${content}.${sign(content)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/',
        expires: expiresAt,
      });
    },

    /** The device the request's cookie names, or null when it is absent, forged or expired. */
    read(req: Request): TrustedDevice | null {
      const cookies: unknown = req.cookies;
      if (typeof cookies !== 'object' || cookies === null) return null;
      const value = (cookies as Record<string, unknown>)[name];
      const match = typeof value === 'string' ? COOKIE_VALUE.exec(value) : null;
      if (!match) return null;
      const [, type, id, nonce, expiresAtSeconds, signature] = match;
      if (!type || !id || !nonce || !expiresAtSeconds || !signature) return null;
      const expected = Buffer.from(sign(`${type}.${id}.${nonce}.${expiresAtSeconds}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
      if (Number(expiresAtSeconds) * 1000 <= now().getTime()) return null;
      return { account: { type: type as AccountRef['type'], id: Number(id) }, nonce };
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
