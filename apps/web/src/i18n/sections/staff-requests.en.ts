import type { TDeepStrings } from '../types';
import type { koStaffRequests } from './staff-requests.ko';

export const enStaffRequests: TDeepStrings<typeof koStaffRequests> = {};
