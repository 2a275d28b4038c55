import type { TDeepStrings } from '../types';
import type { koInquiries } from './inquiries.ko';

export const enInquiries: TDeepStrings<typeof koInquiries> = {};
