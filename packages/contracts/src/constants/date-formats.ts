/** date-fns format tokens shared by the API (query/DB strings) and the web app (display). */
export const DATE_FORMATS = {
  ISO_DATE: 'yyyy-MM-dd',
  TIME: 'HH:mm',
  BIRTH_DATE: 'yyyyMMdd',
  DATE_TIME: 'yyyy-MM-dd HH:mm',
  DISPLAY_DATE_KO: 'yyyy년 M월 d일',
  DISPLAY_DATE_EN: 'MMM d, yyyy',
  MONTH_KO: 'yyyy년 M월',
  MONTH_EN: 'MMMM yyyy',
} as const;
