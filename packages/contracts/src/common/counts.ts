import { z } from 'zod';

/** How many of something there are: a whole number, never negative. */
export const ZCount = z.number().int().min(0);
