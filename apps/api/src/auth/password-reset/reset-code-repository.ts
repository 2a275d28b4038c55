import type { PrismaClient, Prisma } from '../../generated/prisma/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** Data access for e-mailed password-reset codes (stored as bcrypt hashes). */
export function createResetCodeRepository(prisma: PrismaClient) {
  return {
    /** Stores a new code and retires any earlier unused one for the same address. */
    async replace(
      email: string,
      accountType: 'member' | 'staff',
      codeHash: string,
      expiresAt: Date,
      now: Date,
    ) {
      await prisma.$transaction([
        prisma.emailVerificationCode.updateMany({
          where: { email, consumedAt: null },
          data: { consumedAt: now },
        }),
        prisma.emailVerificationCode.create({ data: { email, accountType, codeHash, expiresAt } }),
      ]);
    },

    latestOpen(email: string) {
      return prisma.emailVerificationCode.findFirst({
        where: { email, consumedAt: null },
        orderBy: { createdAt: 'desc' },
      });
    },

    async countWrongTry(id: number): Promise<number> {
      const { attempts } = await prisma.emailVerificationCode.update({
        where: { id },
        data: { attempts: { increment: 1 } },
        select: { attempts: true },
      });
      return attempts;
    },

    async markVerified(id: number, now: Date) {
      await prisma.emailVerificationCode.update({ where: { id }, data: { verifiedAt: now } });
    },

    async consume(db: Db, id: number, now: Date) {
      await db.emailVerificationCode.update({ where: { id }, data: { consumedAt: now } });
    },
  };
}

export type ResetCodeRepository = ReturnType<typeof createResetCodeRepository>;
