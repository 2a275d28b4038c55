import { z } from 'zod';

/** A related person shown by name only, e.g. the staff member who handled a request. */
export const ZNameRef = z.object({ name: z.string() });
export type TNameRef = z.infer<typeof ZNameRef>;
