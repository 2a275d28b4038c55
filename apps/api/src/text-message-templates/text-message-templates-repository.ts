import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { TTemplateMatch } from './match-templates.js';

export interface TTemplateStateRow {
  code: string;
  providerTemplateId: string | null;
  approval: string;
  matchesCatalog: boolean;
  syncedAt: Date;
}

/** The templates' states the sync keeps (alimtalk_template_states), and what the screen reads. */
export function createTextMessageTemplatesRepository(prisma: PrismaClient) {
  return {
    listStates(): Promise<TTemplateStateRow[]> {
      return prisma.alimtalkTemplateState.findMany({
        select: {
          code: true,
          providerTemplateId: true,
          approval: true,
          matchesCatalog: true,
          syncedAt: true,
        },
      });
    },

    async approvalOf(code: string): Promise<string | null> {
      const row = await prisma.alimtalkTemplateState.findUnique({
        where: { code },
        select: { approval: true },
      });
      return row?.approval ?? null;
    },

    /** Whether the unit of work queued a 알림톡 under this key (not the e-mail instead). */
    async isQueued(dedupeKey: string): Promise<boolean> {
      return (await prisma.textMessage.count({ where: { dedupeKey } })) > 0;
    },

    async staffPhone(staffId: number): Promise<string | null> {
      const staff = await prisma.staff.findUnique({
        where: { id: staffId },
        select: { phoneNumber: true },
      });
      return staff?.phoneNumber ?? null;
    },

    /** One code as the provider holds it: its id, review state, and when it was seen. */
    async recordFound(tx: Prisma.TransactionClient, code: string, match: TTemplateMatch, at: Date) {
      const state = { ...match, lastSeenAt: at, missingSince: null, syncedAt: at };
      await tx.alimtalkTemplateState.upsert({
        where: { code },
        create: { code, ...state },
        update: state,
      });
    },

    /**
     * A code the provider does not hold: `missing`, since the first sync that did not find it.
     * The last id is dropped, so nothing is sent under it.
     */
    async recordMissing(tx: Prisma.TransactionClient, code: string, at: Date) {
      const missing = { providerTemplateId: null, approval: 'missing', syncedAt: at };
      await tx.alimtalkTemplateState.upsert({
        where: { code },
        create: { code, ...missing, missingSince: at },
        update: missing,
      });
      await tx.alimtalkTemplateState.updateMany({
        where: { code, missingSince: null },
        data: { missingSince: at },
      });
    },
  };
}

export type TextMessageTemplatesRepository = ReturnType<
  typeof createTextMessageTemplatesRepository
>;
