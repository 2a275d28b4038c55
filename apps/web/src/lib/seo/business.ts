import type { TLanguage } from '@/i18n/language';

type TAddress = {
  street: string;
  locality: string;
  region: string;
  /** The whole address on one line, as people write it in this language. */
  full: string;
};

/** The academy's contact details, shown on the tour page and in the JSON-LD. */
export const BUSINESS = {
  /** As `brand.name` of each dictionary (checked by a test); the JSON-LD names both. */
  name: { KOR: '드럼 아카데미', ENG: 'Drum Academy' } satisfies Record<TLanguage, string>,
  telephone: { display: '02-332-0820', e164: '+82-2-332-0820' },
  email: 'hello@drum-academy.kr',
  postalCode: '04066',
  country: 'KR',
  address: {
    KOR: {
      street: '와우산로29길 14, 지하 1층',
      locality: '마포구',
      region: '서울특별시',
      full: '서울특별시 마포구 와우산로29길 14, 지하 1층 (04066)',
    },
    ENG: {
      street: 'B1, 14 Wausan-ro 29-gil',
      locality: 'Mapo-gu',
      region: 'Seoul',
      full: 'B1, 14 Wausan-ro 29-gil, Mapo-gu, Seoul 04066',
    },
  } satisfies Record<TLanguage, TAddress>,
} as const;
