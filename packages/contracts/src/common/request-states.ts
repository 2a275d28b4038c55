import { bilingualTexts } from './language';

/**
 * The words for the states that lesson applications, schedule changes, one-day applications and
 * practice bookings share, so every staff list and badge names a state alike.
 */
export const REQUEST_STATE_LABELS = bilingualTexts({
  pending: { ko: '대기중', en: 'Pending' },
  approved: { ko: '승인됨', en: 'Approved' },
  rejected: { ko: '거절됨', en: 'Rejected' },
  cancelled: { ko: '취소됨', en: 'Cancelled' },
});
