import { z } from 'zod';

/** What the handler of a download (`produces`) answers: the attachment's name and its text. */
export const ZFileDownload = z.object({
  fileName: z.string().regex(/^[\w.-]+$/),
  content: z.string(),
});
export type TFileDownload = z.infer<typeof ZFileDownload>;
