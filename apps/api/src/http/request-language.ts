import type { Request } from 'express';
import type { TLanguage } from '@academy/contracts';

/** The web client sends Accept-Language from its KOR/ENG setting; Korean is the default. */
export function requestLanguage(req: Request): TLanguage {
  return req.acceptsLanguages('ko', 'en') === 'en' ? 'ENG' : 'KOR';
}
