import { isIP } from 'node:net';
import { z } from 'zod';

/** Express's names for address ranges, usable in TRUST_PROXY beside addresses and subnets. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** Who may set X-Forwarded-For: nobody, the nearest `n` hops, or the listed proxies. */
export type TTrustedProxies = false | number | string[];

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or "false" (the default) trusts no proxy, so a client cannot pick its own
 * address for the rate limits; a number trusts that many hops in front of the app; a comma list
 * trusts exactly those addresses, subnets or ranges. "true" (trust any sender) is refused: with it
 * every client could claim any address.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TTrustedProxies => {
    if (value === 'false' || value === '' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrSubnet(entry));
    if (invalid.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected false, a hop count or a comma list of proxy addresses, subnets or loopback/linklocal/uniquelocal; not: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  });
