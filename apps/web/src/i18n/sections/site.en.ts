import type { TDeepStrings } from '../types';
import type { koSite } from './site.ko';

export const enSite: TDeepStrings<typeof koSite> = {};
