import { z } from 'zod';

/**
 * What the handler of a download (`produces`) answers: the attachment's name and its text, or
 * its bytes for a binary file (a PDF).
 */
export const ZFileDownload = z.object({
  fileName: z.string().regex(/^[\w.-]+$/),
  content: z.union([
    z.string(),
    z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
  ]),
});
export type TFileDownload = z.infer<typeof ZFileDownload>;
