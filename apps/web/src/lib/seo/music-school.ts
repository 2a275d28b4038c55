import { FEES, OFFICE_HOURS } from '@academy/contracts';
import type { LESSON_TYPE_QUERY_ALIASES } from '@academy/contracts';
import { paths } from '@/config/paths';
import type { TLanguage } from '@/i18n/language';
import type { TDictionary } from '@/i18n/types';
import { BUSINESS } from './business';
import { OG_IMAGE, SITE_ORIGIN, absoluteUrl } from './site';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

const lessonApplicationPath = (type: keyof typeof LESSON_TYPE_QUERY_ALIASES) =>
  `${paths.lessonRequest}?type=${type}`;

function offer(name: string, price: number, path: string) {
  return {
    '@type': 'Offer',
    name,
    price,
    priceCurrency: 'KRW',
    url: absoluteUrl(path),
  };
}

/**
 * schema.org MusicSchool for the home page: who we are, where, when the office is open, prices.
 * `t` is the dictionary of `language` (the one on screen).
 */
export function buildMusicSchoolJsonLd(
  language: TLanguage,
  t: TDictionary,
): Record<string, unknown> {
  const address = BUSINESS.address[language];
  const programs = t.site.home.programs;
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicSchool',
    '@id': `${SITE_ORIGIN}/#school`,
    name: t.brand.name,
    alternateName: BUSINESS.name[language === 'KOR' ? 'ENG' : 'KOR'],
    description: t.site.home.metaDescription,
    url: absoluteUrl('/'),
    image: absoluteUrl(OG_IMAGE.path),
    telephone: BUSINESS.telephone.e164,
    email: BUSINESS.email,
    knowsLanguage: ['ko', 'en'],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: BUSINESS.postalCode,
      addressCountry: BUSINESS.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...OFFICE_HOURS.WEEKDAYS],
        opens: hour(OFFICE_HOURS.OPEN_HOUR),
        closes: hour(OFFICE_HOURS.CLOSE_HOUR),
      },
    ],
    priceRange: `${won(FEES.REGULAR_MONTHLY)}–${won(FEES.EXAM_MONTHLY)}`,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: programs.title,
      itemListElement: [
        offer(programs.general.name, FEES.REGULAR_MONTHLY, lessonApplicationPath('general')),
        offer(programs.exam.name, FEES.EXAM_MONTHLY, lessonApplicationPath('exam')),
        offer(t.site.home.oneDayClassCta, FEES.ONEDAY, paths.oneDayClass),
      ],
    },
  };
}
