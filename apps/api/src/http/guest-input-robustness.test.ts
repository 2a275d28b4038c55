import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guest } from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';

const POSTS = [
  '/api/lessons/apply',
  '/api/oneday/apply',
  '/api/contact/submit',
  '/api/contact/check',
];
const GETS = ['/api/contact/public', '/api/schedule/all-teacher-busy-times'];

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const FIELDS = [
  'name',
  'birthDate',
  'gender',
  'phoneNumber',
  'email',
  'preferredTime',
  'lessonType',
  'message',
  'isForeigner',
  'nickname',
  'password',
  'subject',
  'category',
  'contactId',
  'website',
];
const hostileBody = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 });
const hostileQuery = fc.dictionary(
  fc.constantFrom('teacherId', 'startDate', 'endDate', 'category', 'page', 'limit', 'nickname'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('9'.repeat(40))),
);

describe('guest endpoints under hostile input', () => {
  const academy = useDemoAcademy({});

  // Valid bodies are stored with a bcrypt hash: give a busy machine time for a hundred of them.
  it('when a public form gets any body of wrong types or sizes, then it never fails with 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), hostileBody, async (path, body) => {
        const res = await guest(academy.testApp.app).post(path).send(body);
        expect([200, 201, 400, 403, 404, 413, 423], JSON.stringify(res.body)).toContain(res.status);
      }),
      { numRuns: 100 },
    );
  }, 180_000);

  it('when a public list gets any query, then it never fails with 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), hostileQuery, async (path, query) => {
        const res = await guest(academy.testApp.app).get(path).query(query);
        expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });

  it('when the body is not an object or not JSON, then 400', async () => {
    for (const path of POSTS) {
      for (const body of ['[]', '"text"', '42', 'null', '{"name":']) {
        const res = await guest(academy.testApp.app)
          .post(path)
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status, `${path} ${body}`).toBe(400);
      }
    }
  });
});
