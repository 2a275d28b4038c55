import {
  addDaysToIsoDate,
  HONEYPOT_FIELD,
  toAcademyIsoDate,
  type TLessonWeekday,
} from '@academy/contracts';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_OPERATIONS, type TOperation } from '@academy/contracts';
import {
  VALID_INQUIRY,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../guest-helpers.js';
import {
  expectSafeEnvelope,
  operationLabel,
  pathWith,
  recordsRefusals,
  useFuzzApp,
} from './fuzz-callers.js';
import {
  CONTROL_CHARACTER_SAMPLES,
  EXTREME_DATES,
  HUGE_NUMBERS,
  MALFORMED_PATH_SEGMENTS,
} from './hostile-values.js';
import { storedDataFingerprints } from './stored-data-fingerprint.js';

/**
 * The random fuzzer (endpoint-fuzzing.test.ts) samples; this walks. Every field of every
 * operation gets, one at a time, each control character, each far date and each huge number,
 * beside otherwise valid values where the operation has an example below, so the value reaches
 * the rules and the database behind validation. Every path parameter gets each malformed
 * percent-encoding.
 */

/**
 * Passwords presented to be checked are compared with a hash, never stored or shown, and an
 * account may predate the rule; bots fill the honeypot, which is answered as a success.
 */
const FREE_TEXT_FIELDS = new Set(['password', 'currentPassword', HONEYPOT_FIELD]);

const today = () => toAcademyIsoDate(new Date());

function nextWeekday(weekday: TLessonWeekday, weeksAhead = 1): string {
  const index = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const start = today();
  const current = new Date(`${start}T00:00:00Z`).getUTCDay();
  const ahead = (index.indexOf(weekday) - current + 7) % 7 || 7;
  return addDaysToIsoDate(start, ahead + 7 * (weeksAhead - 1));
}

/** Bodies that each operation accepts as they are, so one changed field is what is tested. */
function exampleBodyOf(operation: TOperation): Record<string, unknown> {
  const tomorrow = addDaysToIsoDate(today(), 1);
  const examples: Record<string, Record<string, unknown>> = {
    'POST /auth/login': { loginId: 'nobody-by-this-name', password: 'not-the-password' },
    'POST /contact/submit': { ...VALID_INQUIRY },
    'POST /lessons/apply': { ...VALID_LESSON_APPLICATION },
    'POST /oneday/apply': { ...VALID_ONEDAY_APPLICATION },
    'POST /modification': {
      changeStartDate: nextWeekday('Tuesday'),
      changeEndDate: nextWeekday('Tuesday'),
      requestedDate: nextWeekday('Tuesday'),
      requestedStartTime: '15:00',
      requestedEndTime: '16:00',
      requestMessage: '개인 사정으로 변경을 요청합니다.',
    },
    'POST /practice/bookings': {
      roomId: 2,
      startTime: `${tomorrow}T10:00:00+09:00`,
      endTime: `${tomorrow}T11:00:00+09:00`,
    },
    'POST /teacher-schedule': {
      title: '개인 일정',
      scheduleDate: tomorrow,
      startTime: '10:00',
      endTime: '11:00',
      scheduleType: 'personal',
      isRecurring: false,
    },
    'PATCH /teacher-schedule/:id': { title: '바뀐 일정' },
    'PATCH /oneday/requests/:id': {
      status: 'scheduled',
      scheduledAt: `${tomorrow}T14:00:00+09:00`,
    },
    'PATCH /lessons/requests/:id/approve': {
      lessonDayOfWeek: 'Wednesday',
      lessonStartTime: '15:00',
      lessonEndTime: '16:00',
      monthlyFee: 170_000,
    },
    'POST /notifications/send-to-all': {
      title: '공지',
      titleEn: 'Notice',
      message: '내용',
      messageEn: 'Text',
    },
    'PATCH /users/:id': { name: '이름' },
    'POST /contact/:id/reply': { reply: '답변드립니다.' },
  };
  return { ...examples[operationLabel(operation)] };
}

/** The top-level fields of an object schema, through optional/default/pipe wrappers. */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys((def as z.core.$ZodObjectDef).shape);
  if (def.type === 'pipe') return fieldsOf((def as z.core.$ZodPipeDef).in);
  if (def.type === 'optional' || def.type === 'default') {
    return fieldsOf((def as z.core.$ZodOptionalDef).innerType);
  }
  return [];
}

type Place = 'body' | 'query';

/**
 * A lone surrogate cannot travel in a query string (percent-encoding needs UTF-8): the client
 * sends U+FFFD, plain text, in its place, so query fields are tried with the other samples.
 */
function travelsIn(place: Place, sample: string): boolean {
  if (place === 'body') return true;
  try {
    encodeURIComponent(sample);
    return true;
  } catch {
    return false;
  }
}
const fieldCases = API_OPERATIONS.flatMap((operation) =>
  (['body', 'query'] as const).flatMap((place: Place) =>
    fieldsOf(place === 'body' ? operation.body : operation.query).map(
      (field) => [operationLabel(operation), place, field, operation] as const,
    ),
  ),
);

describe('every field of every operation, one hostile value at a time', () => {
  const fuzz = useFuzzApp();
  const fingerprints = storedDataFingerprints(() => fuzz.testApp);

  function sendWith(operation: TOperation, place: Place, field: string, value: unknown) {
    const call = fuzz.send(operation, pathWith(operation, '1'));
    if (place === 'query') return call.query({ [field]: String(value) });
    return call.send({ ...exampleBodyOf(operation), [field]: value });
  }

  async function expectNothingStoredBy(
    operation: TOperation,
    label: string,
    attempt: () => Promise<request.Response>,
  ) {
    const before = await fingerprints.before();
    const response = await attempt();
    expectSafeEnvelope(response, label, operation);
    if (response.status >= 400 && !recordsRefusals(operation)) {
      expect(await fingerprints.after(), label).toBe(before);
    }
    return response;
  }

  it.each(fieldCases)(
    'when %s gets control characters in %s field %s, then 400 names the field and nothing is stored',
    async (label, place, field, operation) => {
      for (const sample of CONTROL_CHARACTER_SAMPLES.filter((text) => travelsIn(place, text))) {
        const detail = `${label} ${field}=${JSON.stringify(sample)}`;
        const response = await expectNothingStoredBy(operation, label, () =>
          sendWith(operation, place, field, sample),
        );
        if (FREE_TEXT_FIELDS.has(field)) continue;
        expect(response.status, `${detail} → ${response.text}`).toBe(400);
        const issues = (response.body as { data: { issues?: { path: string }[] } | null }).data
          ?.issues;
        expect(
          issues?.map((issue) => issue.path.split('.')[0]),
          detail,
        ).toContain(field);
      }
    },
  );

  it.each(fieldCases)(
    'when %s gets far dates and huge numbers in %s field %s, then it answers at once without a 500',
    async (label, place, field, operation) => {
      for (const value of [...EXTREME_DATES, ...HUGE_NUMBERS]) {
        await expectNothingStoredBy(operation, `${label} ${field}=${String(value)}`, () =>
          sendWith(operation, place, field, value),
        );
      }
    },
  );

  const withParameters = API_OPERATIONS.filter((operation) => operation.path.includes('/:'));
  it.each(withParameters.map((operation) => [operationLabel(operation), operation] as const))(
    'when %s gets a path parameter that does not percent-decode, then 400',
    async (label, operation) => {
      for (const segment of MALFORMED_PATH_SEGMENTS) {
        const response = await fuzz.send(operation, pathWith(operation, segment, false));
        expectSafeEnvelope(response, `${label} ${segment}`, operation);
        expect(response.status, `${label} ${segment}`).toBe(400);
      }
    },
  );

  const reads = API_OPERATIONS.filter(
    (operation) => operation.method === 'get' && !operation.path.includes('/:'),
  );
  it.each(reads.map((operation) => [operationLabel(operation), operation] as const))(
    'when everything above has been tried, then %s still answers',
    async (label, operation) => {
      const response = await fuzz.send(operation, pathWith(operation, '1'));
      expectSafeEnvelope(response, label, operation);
    },
  );
});
