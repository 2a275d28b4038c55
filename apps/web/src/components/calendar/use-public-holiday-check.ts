import { useQuery } from '@tanstack/react-query';

type TIsHoliday = (date: string) => boolean;

const noneKnown: TIsHoliday = () => false;

/**
 * Whether a day is a public holiday, for guest calendars: the table loads in its own chunk when
 * first asked (docs/decisions/0057-korean-public-holidays.md), and until then, or offline, no day
 * counts as one (the API still refuses it when staff confirm the class).
 */
export function usePublicHolidayCheck(): TIsHoliday {
  const lookup = useQuery({
    queryKey: ['public-holidays'],
    queryFn: async () => ({ isHoliday: (await import('./public-holiday-lookup')).isPublicHoliday }),
    staleTime: Infinity,
    structuralSharing: false,
  });
  return lookup.data?.isHoliday ?? noneKnown;
}
