import { pick } from './sql-helpers.js';

// Space-separated so the lists stay one line each.
const SURNAMES = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신'.split(' ');
const GIVEN_NAMES = [
  '민준 서연 도윤 서윤 시우 지우 하준 하은 주원 지유 지호 수아',
  '준서 지아 준우 윤서 현우 채원 도현 다은 지훈 예은 건우 수빈',
]
  .join(' ')
  .split(' ');
const FIRST_NAMES = 'James Emily Daniel Olivia Lucas Sophia Noah Mia'.split(' ');
const LAST_NAMES = 'Smith Carter Brown Wilson Taylor Moore Clark Walker'.split(' ');

/** A SQL text array of the seed's own constant words. */
export function sqlArray(values: readonly string[]): string {
  return `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/** One of `values`, chosen by the row key. */
export function pickFrom(values: readonly string[], key: string, salt: number): string {
  return `(${sqlArray(values)})[1 + ${pick(key, salt, values.length)}]`;
}

/** A Korean name, or an English one when `foreign` (a SQL boolean) holds. */
export function personName(key: string, salt: number, foreign: string): string {
  return `CASE WHEN ${foreign}
    THEN ${pickFrom(FIRST_NAMES, key, salt)} || ' ' || ${pickFrom(LAST_NAMES, key, salt + 1)}
    ELSE ${pickFrom(SURNAMES, key, salt)} || ${pickFrom(GIVEN_NAMES, key, salt + 1)} END`;
}

/** Preferred lesson times as the application form writes them. */
export const PREFERRED_TIMES = [
  '월요일: 19:00, 20:00 | 수요일: 18:00',
  '화요일: 20:00 | 금요일: 19:00, 20:00',
  '목요일: 17:00, 18:00',
  '수요일: 11:00 | 금요일: 14:00',
  '월요일: 21:00 | 화요일: 21:00 | 목요일: 21:00',
];
