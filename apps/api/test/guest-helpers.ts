import { CHILD_CONSENT } from '@academy/contracts';
import type { Express } from 'express';
import request from 'supertest';

let nextIp = 1;

/**
 * A guest request from an address no other test used, so the per-IP limits of the public
 * forms never leak between tests (test apps trust X-Forwarded-For from loopback, as they would
 * from their proxy).
 */
export function guest(app: Express, language: 'ko' | 'en' = 'ko') {
  const ip = `10.${Math.floor(nextIp / 65_536) % 256}.${Math.floor(nextIp / 256) % 256}.${nextIp % 256}`;
  nextIp += 1;
  const agent = request(app);
  const headers = { 'X-Forwarded-For': ip, 'Accept-Language': language };
  return {
    ip,
    post: (path: string) => agent.post(path).set(headers),
    get: (path: string) => agent.get(path).set(headers),
  };
}

/** Birth date of someone who turned `years` old on 1 January of this year (YYYYMMDD). */
export function birthDateAged(years: number, now = new Date()): string {
  return `${now.getFullYear() - years}0101`;
}

export const VALID_LESSON_APPLICATION = {
  name: '홍길동',
  birthDate: '20000115',
  gender: 'male',
  phoneNumber: '01022223333',
  email: 'hong@example.com',
  preferredTime: '월요일: 19:00, 20:00 | 수요일: 18:00',
  lessonType: '일반',
  message: '취미로 배우고 싶어요.',
  isForeigner: false,
} as const;

export const VALID_ONEDAY_APPLICATION = {
  name: '이원데이',
  birthDate: '19990505',
  phoneNumber: '01044445555',
  email: 'oneday@example.com',
  preferredTime: '7/15(화): 14:00, 15:00',
  message: '처음이에요.',
} as const;

export const VALID_INQUIRY = {
  nickname: '드러머',
  password: '1234',
  subject: '수강료 문의',
  category: 'fee',
  message: '수강료가 궁금합니다.',
} as const;

/**
 * A guardian's application for their child of `years` on the form `base` (a lesson or a one-day
 * class), with the child's consent: the child has no phone or e-mail of their own.
 */
export function childApplication(
  base: typeof VALID_LESSON_APPLICATION | typeof VALID_ONEDAY_APPLICATION,
  child: { name: string; years: number },
  guardian: { name: string; phoneNumber: string; email: string; relationship: string },
) {
  return {
    ...base,
    name: child.name,
    birthDate: birthDateAged(child.years),
    phoneNumber: undefined,
    email: undefined,
    applicant: 'child' as const,
    guardian,
    consent: { agreed: true, version: CHILD_CONSENT.version },
  };
}
