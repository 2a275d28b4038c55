import { CONSULTATION_NOTE_LIMITS, type TConsultationNoteInput } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

const withAuthor = { author: { select: { name: true } } } as const;

type Tx = Prisma.TransactionClient;

export type ConsultationNoteRow = Prisma.ConsultationNoteGetPayload<{
  include: typeof withAuthor;
}>;

const fieldsOf = (input: TConsultationNoteInput) => ({
  noteDate: fromIsoDate(input.date),
  body: input.body,
});

/** Consultation notes (docs/product/back-office.md#consultation-notes), staff's only. */
export function createConsultationNotesRepository(prisma: PrismaClient) {
  return {
    /** A member notes may be written about: one that exists and was not anonymized. */
    findMember(memberId: number) {
      return prisma.member.findFirst({
        where: { id: memberId, anonymizedAt: null },
        select: { id: true },
      });
    },
    find(tx: Tx, id: number): Promise<ConsultationNoteRow | null> {
      return tx.consultationNote.findUnique({ where: { id }, include: withAuthor });
    },
    create(tx: Tx, memberId: number, authorId: number, input: TConsultationNoteInput) {
      return tx.consultationNote.create({
        data: { memberId, authorId, ...fieldsOf(input) },
        include: withAuthor,
      });
    },
    /** Answers whether the note was still there: one deleted meanwhile is not written back. */
    async update(tx: Tx, id: number, input: TConsultationNoteInput): Promise<boolean> {
      const { count } = await tx.consultationNote.updateMany({
        where: { id },
        data: fieldsOf(input),
      });
      return count === 1;
    },
    /** Answers whether this call deleted it: of simultaneous deletes one does. */
    async delete(tx: Tx, id: number): Promise<boolean> {
      const { count } = await tx.consultationNote.deleteMany({ where: { id } });
      return count === 1;
    },
    /** One page, newest consultation day first, and the member's count. */
    findPage(memberId: number, page: number) {
      const where = { memberId };
      return prisma.$transaction([
        prisma.consultationNote.findMany({
          where,
          orderBy: [{ noteDate: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * CONSULTATION_NOTE_LIMITS.PAGE_SIZE,
          take: CONSULTATION_NOTE_LIMITS.PAGE_SIZE,
          include: withAuthor,
        }),
        prisma.consultationNote.count({ where }),
      ]);
    },
  };
}

export type ConsultationNotesRepository = ReturnType<typeof createConsultationNotesRepository>;
