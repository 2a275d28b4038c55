import { z } from 'zod';
import { LANGUAGES, type TBilingualText, type TLanguage } from './language';

export const ZLanguage: z.ZodType<TLanguage> = z.enum(LANGUAGES);
export const ZBilingualText: z.ZodType<TBilingualText> = z.object({
  ko: z.string(),
  en: z.string(),
});
