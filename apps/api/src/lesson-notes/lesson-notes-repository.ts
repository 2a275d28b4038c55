import { LESSON_NOTE_LIMITS, type TLessonNoteInput } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

const withWriter = { writtenBy: { select: { name: true } } } as const;

type Tx = Prisma.TransactionClient;

export type LessonNoteRow = Prisma.LessonNoteGetPayload<{ include: typeof withWriter }>;

/** The stored fields of a note as the teacher wrote them; an empty homework or link is none. */
function fieldsOf(input: TLessonNoteInput, staffId: number) {
  return {
    piece: input.piece,
    tempoBpm: input.tempoBpm ?? null,
    homework: input.homework || null,
    link: input.link || null,
    writtenById: staffId,
  };
}

/** Lesson notes (docs/product/lesson-notes.md), one per member and lesson day. */
export function createLessonNotesRepository(prisma: PrismaClient) {
  const key = (memberId: number, date: string) => ({
    memberId_lessonDate: { memberId, lessonDate: fromIsoDate(date) },
  });
  return {
    find(tx: Tx, memberId: number, date: string): Promise<LessonNoteRow | null> {
      return tx.lessonNote.findUnique({ where: key(memberId, date), include: withWriter });
    },
    /**
     * Writes the note if none exists: answers whether this call created it. Two first writes at
     * once meet on the unique (member, day) key: the second waits for the first to commit, then
     * inserts nothing and is told so, and edits the note instead.
     */
    async createIfAbsent(tx: Tx, input: TLessonNoteInput, staffId: number): Promise<boolean> {
      const { count } = await tx.lessonNote.createMany({
        data: [
          {
            memberId: input.memberId,
            lessonDate: fromIsoDate(input.date),
            ...fieldsOf(input, staffId),
          },
        ],
        skipDuplicates: true,
      });
      return count === 1;
    },
    update(tx: Tx, input: TLessonNoteInput, staffId: number): Promise<LessonNoteRow> {
      return tx.lessonNote.update({
        where: key(input.memberId, input.date),
        data: fieldsOf(input, staffId),
        include: withWriter,
      });
    },
    findPage(memberId: number, page: number): Promise<LessonNoteRow[]> {
      return prisma.lessonNote.findMany({
        where: { memberId },
        orderBy: [{ lessonDate: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * LESSON_NOTE_LIMITS.PAGE_SIZE,
        take: LESSON_NOTE_LIMITS.PAGE_SIZE,
        include: withWriter,
      });
    },
    count(memberId: number): Promise<number> {
      return prisma.lessonNote.count({ where: { memberId } });
    },
    /** The notes of the members' lessons on one day. */
    findOnDay(memberIds: readonly number[], date: string): Promise<LessonNoteRow[]> {
      return prisma.lessonNote.findMany({
        where: { memberId: { in: [...memberIds] }, lessonDate: fromIsoDate(date) },
        include: withWriter,
      });
    },
  };
}

export type LessonNotesRepository = ReturnType<typeof createLessonNotesRepository>;
