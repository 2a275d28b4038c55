import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CATEGORIES } from '@academy/contracts';
import { guest } from '../../test/guest-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/contact/public', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    // 12 inquiries, one minute apart: 0 is the oldest; categories cycle through the five codes.
    await testApp.database.prisma.inquiry.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        nickname: `guest${index}`,
        passwordHash: '$2b$10$secret-hash-value',
        subject: `subject ${index}`,
        category: CONTACT_CATEGORIES[index % CONTACT_CATEGORIES.length] ?? 'other',
        message: `private message ${index}`,
        status: index === 0 ? ('replied' as const) : ('pending' as const),
        reply: index === 0 ? 'private reply' : null,
        createdAt: new Date(Date.UTC(2025, 6, 1, 0, index)),
      })),
    });
  });
  afterAll(() => testApp.close());

  const list = (query: string) => guest(testApp.app).get(`/api/contact/public${query}`);

  it('when a guest opens the board, then the newest 10 cards, counts per tab and pagination come back', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const { contacts, counts, pagination } = res.body.data;
    expect(contacts).toHaveLength(10);
    expect(contacts[0]).toEqual({
      contactId: expect.any(Number),
      nickname: 'guest11',
      subject: 'subject 11',
      category: 'fee',
      status: 'pending',
      createdAt: '2025-07-01T00:11:00.000Z',
    });
    expect(counts).toEqual({ all: 12, lesson: 3, fee: 3, oneday: 2, facility: 2, other: 2 });
    expect(pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
  });

  it('when a category is asked by its Korean value, then it filters like its code', async () => {
    const byKorean = await list(`?category=${encodeURIComponent('시설 이용 문의')}`);
    expect(byKorean.status).toBe(200);
    const byCode = await list('?category=facility');
    expect(byKorean.body.data).toEqual(byCode.body.data);
    expect(byKorean.body.data.pagination.total).toBe(2);
  });

  it('when page 2 is asked, then the remaining oldest cards come back', async () => {
    const res = await list('?category=all&page=2&limit=10');
    expect(res.body.data.contacts.map((card: { nickname: string }) => card.nickname)).toEqual([
      'guest1',
      'guest0',
    ]);
  });

  it('when one category is asked, then only it is listed and the total is its count', async () => {
    const res = await list('?category=lesson&limit=2');
    expect(res.body.data.contacts.map((card: { category: string }) => card.category)).toEqual([
      'lesson',
      'lesson',
    ]);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(res.body.data.counts.all).toBe(12);
  });

  it('when the list is read, then no message, reply, password or hash is ever in it', async () => {
    const { contacts } = (await list('?limit=100')).body.data as { contacts: object[] };
    expect(contacts).toHaveLength(12);
    for (const card of contacts) {
      expect(Object.keys(card).sort()).toEqual(
        ['category', 'contactId', 'createdAt', 'nickname', 'status', 'subject'].sort(),
      );
    }
    const text = JSON.stringify(contacts);
    expect(text).not.toContain('private');
    expect(text).not.toContain('secret-hash');
  });

  it('when the category, page or limit is not valid, then 400 instead of a failure', async () => {
    for (const query of ['?category=refund', '?page=0', '?limit=1000', '?page=abc', '?page=1e30']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe('입력값이 올바르지 않습니다.');
    }
  });
});
