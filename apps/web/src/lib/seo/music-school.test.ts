import { FEES, OFFICE_HOURS } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { ko } from '@/i18n/ko';
import { koForms } from '@/i18n/ko-forms';
import { koSignedIn } from '@/i18n/ko-signed-in';
import { BUSINESS } from './business';
import { serializeJsonLd } from './JsonLd';
import { buildMusicSchoolJsonLd } from './music-school';

describe('buildMusicSchoolJsonLd', () => {
  it('when built in Korean, then it describes the school, its address and office hours', () => {
    const data = buildMusicSchoolJsonLd('KOR', { ...ko, ...koForms, ...koSignedIn });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicSchool',
      name: '드럼 아카데미',
      alternateName: 'Drum Academy',
      url: 'https://drum-academy.kr/',
      telephone: '+82-2-332-0820',
      address: {
        '@type': 'PostalAddress',
        addressLocality: '마포구',
        addressRegion: '서울특별시',
        addressCountry: 'KR',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [...OFFICE_HOURS.WEEKDAYS],
          opens: '09:00',
          closes: '18:00',
        },
      ],
      priceRange: '₩170,000–₩210,000',
    });
  });

  it('when built, then the programme offers carry the fees and typed lesson-request links', () => {
    const data = buildMusicSchoolJsonLd('ENG', en);
    expect(data).toMatchObject({
      name: 'Drum Academy',
      address: { addressRegion: 'Seoul' },
      hasOfferCatalog: {
        itemListElement: [
          {
            price: FEES.REGULAR_MONTHLY,
            url: 'https://drum-academy.kr/lesson-request?type=general',
          },
          { price: FEES.EXAM_MONTHLY, url: 'https://drum-academy.kr/lesson-request?type=exam' },
          { price: 0, priceCurrency: 'KRW' },
        ],
      },
    });
  });

  it('when the brand name is given in both languages, then it matches each dictionary', () => {
    expect(BUSINESS.name).toEqual({ KOR: ko.brand.name, ENG: en.brand.name });
  });

  it('when a value contains </script>, then the serialised data cannot close the element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
