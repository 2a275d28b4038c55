import type { TDeepStrings } from '../types';
import type { koApplications } from './applications.ko';

export const enApplications: TDeepStrings<typeof koApplications> = {};
