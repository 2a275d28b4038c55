import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_VALUES, inquiryOperations } from '@academy/contracts';
import { guest } from '../../test/guest-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

type Card = { nickname: string; category: string; categoryCode: string };

type BoardEntry = {
  nickname: string;
  category: (typeof INQUIRY_CATEGORIES)[number];
  message: string;
  status?: 'pending' | 'replied';
  reply?: string | null;
};

/**
 * The test app of the describe block (`useTestApp`), its board holding these inquiries one minute
 * apart from 1 July 2025 (the first is the oldest), as `subject <index>` with a password hash.
 */
function useBoard(entries: BoardEntry[]) {
  const board = useTestApp();
  beforeAll(async () => {
    await board.testApp.database.prisma.inquiry.createMany({
      data: entries.map((entry, index) => ({
        ...entry,
        passwordHash: '$2b$10$secret-hash-value',
        subject: `subject ${index}`,
        createdAt: new Date(Date.UTC(2025, 6, 1, 0, index)),
      })),
    });
  });
  return board;
}

describe('GET /api/contact/public', () => {
  // 12 inquiries: 0 is the oldest; categories cycle through the five codes.
  const board = useBoard(
    Array.from({ length: 12 }, (_, index) => ({
      nickname: `guest${index}`,
      category: INQUIRY_CATEGORIES[index % INQUIRY_CATEGORIES.length] ?? 'other',
      message: `private message ${index}`,
      status: index === 0 ? ('replied' as const) : ('pending' as const),
      reply: index === 0 ? 'private reply' : null,
    })),
  );

  const list = (query: string) =>
    callOperation(guest(board.testApp.app), inquiryOperations.getInquiry, {
      params: { id: `public${query}` },
    });
  const nicknames = (res: { body: { data: { contacts: Card[] } } }) =>
    res.body.data.contacts.map((card) => card.nickname);

  it('when the board asks for page 1, then the newest 10 cards, counts per tab and pagination come back', async () => {
    const res = await list('?page=1');
    expect(res.status).toBe(200);
    const { contacts, counts, pagination } = res.body.data;
    expect(contacts).toHaveLength(10);
    expect(contacts[0]).toEqual({
      contactId: expect.any(Number),
      nickname: 'guest11',
      subject: 'subject 11',
      category: '수업료 문의',
      categoryCode: 'fee',
      status: 'pending',
      createdAt: '2025-07-01T00:11:00.000Z',
    });
    expect(counts).toEqual({ all: 12, lesson: 3, fee: 3, oneday: 2, facility: 2, other: 2 });
    expect(pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
  });

  it('when a client asks without page or limit, then every inquiry comes back on one page of 200, newest first', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(nicknames(res)).toEqual(Array.from({ length: 12 }, (_, i) => `guest${11 - i}`));
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 200, total: 12, totalPages: 1 });
  });

  it('when a card is answered, then its category is the Korean value with the code beside it', async () => {
    const { contacts } = (await list('')).body.data as { contacts: Card[] };
    for (const card of contacts) {
      expect(INQUIRY_CATEGORIES).toContain(card.categoryCode);
      expect(card.category).toBe(
        INQUIRY_CATEGORY_VALUES[card.categoryCode as keyof typeof INQUIRY_CATEGORY_VALUES],
      );
    }
    expect(new Set(contacts.map((card) => card.category))).toEqual(
      new Set(['레슨 문의', '수업료 문의', '원데이클래스 문의', '시설 이용 문의', '기타']),
    );
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
    expect(nicknames(res)).toEqual(['guest1', 'guest0']);
  });

  it('when one category is asked, then only it is listed and the total is its count', async () => {
    const res = await list('?category=lesson&limit=2');
    expect(res.body.data.contacts.map((card: Card) => card.categoryCode)).toEqual([
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
        [
          'category',
          'categoryCode',
          'contactId',
          'createdAt',
          'nickname',
          'status',
          'subject',
        ].sort(),
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

describe('GET /api/contact/public?nickname=', () => {
  const board = useBoard(
    (
      [
        ['DrumKid', 'lesson'],
        ['drumkid', 'fee'],
        ['드럼키드', 'lesson'],
        ['100%_sure', 'other'],
        ['1000 sure', 'other'],
        ['a_b', 'facility'],
        ['axb', 'facility'],
        ['back\\slash', 'oneday'],
      ] as const
    ).map(([nickname, category]) => ({ nickname, category, message: 'private message' })),
  );

  const search = (nickname: string, rest = '') =>
    callOperation(guest(board.testApp.app), inquiryOperations.listPublicInquiries, {
      query: `nickname=${encodeURIComponent(nickname)}${rest}`,
    });
  const found = async (nickname: string, rest = '') => {
    const res = await search(nickname, rest);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.contacts as Card[]).map((card) => card.nickname);
  };

  it('when a part of a nickname is searched in another case, then every nickname containing it is found, newest first', async () => {
    expect(await found('KID')).toEqual(['drumkid', 'DrumKid']);
    expect(await found('  drum ')).toEqual(['drumkid', 'DrumKid']);
    expect(await found('키드')).toEqual(['드럼키드']);
  });

  it('when the search holds %, _ or a backslash, then they match only themselves', async () => {
    expect(await found('%')).toEqual(['100%_sure']);
    expect(await found('0%_')).toEqual(['100%_sure']);
    expect(await found('_')).toEqual(['a_b', '100%_sure']);
    expect(await found('a_b')).toEqual(['a_b']);
    expect(await found('\\')).toEqual(['back\\slash']);
  });

  it('when the search is combined with a category and paging, then the counts and total are those of what it finds', async () => {
    const res = await search('drum', '&category=lesson&page=1');
    expect(res.body.data.contacts.map((card: Card) => card.nickname)).toEqual(['DrumKid']);
    expect(res.body.data.counts).toEqual({
      all: 2,
      lesson: 1,
      fee: 1,
      oneday: 0,
      facility: 0,
      other: 0,
    });
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
  });

  it('when nothing has the nickname, then an empty list with zero counts', async () => {
    const res = await search('nobody');
    expect(res.body.data.contacts).toEqual([]);
    expect(res.body.data.counts.all).toBe(0);
    expect(res.body.data.pagination.total).toBe(0);
  });

  it('when the search is blank, then it searches nothing and the whole board comes back', async () => {
    expect(await found('   ')).toHaveLength(8);
  });

  it('when the search is longer than a nickname, repeated or carries control characters, then 400 in the caller language', async () => {
    const long = await search('n'.repeat(31));
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(long.body.message).toBe('입력 가능한 길이를 초과했습니다.');
    const repeated = await callOperation(
      guest(board.testApp.app, 'en'),
      inquiryOperations.listPublicInquiries,
      { query: 'nickname=a&nickname=b' },
    );
    expect([repeated.status, repeated.body.message]).toEqual([
      400,
      'The value entered is not valid.',
    ]);
    expect((await search('a\u202Eb')).status).toBe(400);
  });

  it('when the board is searched, then the cards still carry no private field', async () => {
    const res = await search('sure');
    expect(JSON.stringify(res.body)).not.toMatch(/private|secret-hash|password/);
  });
});

describe('GET /api/contact/public without paging, on a long board', () => {
  const board = useBoard(
    Array.from({ length: 205 }, (_, index) => ({
      nickname: `guest${index}`,
      category: 'other' as const,
      message: 'message',
    })),
  );

  it('when a client asks without page or limit, then the newest 200 come back and the total says there are more', async () => {
    const res = await callOperation(
      guest(board.testApp.app),
      inquiryOperations.listPublicInquiries,
    );
    expect(res.status).toBe(200);
    const cards = res.body.data.contacts as Card[];
    expect(cards).toHaveLength(200);
    expect([cards[0]?.nickname, cards.at(-1)?.nickname]).toEqual(['guest204', 'guest5']);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 200, total: 205, totalPages: 2 });
  });
});
