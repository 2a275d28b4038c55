import type { TDeepStrings } from '../types';
import type { koStaffDashboard } from './staff-dashboard.ko';

export const enStaffDashboard: TDeepStrings<typeof koStaffDashboard> = {};
