import { z } from 'zod';

/** A related person shown by name only, e.g. the staff member who handled a request. */
export const ZNameRef = z.object({ name: z.string() });
export type TNameRef = z.infer<typeof ZNameRef>;

/** A member as answers name and reach them: the e-mail is null when they gave none. */
export const ZMemberContact = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
});
