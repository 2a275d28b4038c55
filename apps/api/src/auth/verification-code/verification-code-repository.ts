import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Who a new code is for: an address to reset, asked for by one browser (the hashes of that
 * browser's cookie and of the e-mail's link token), or a member moving to a new address.
 */
export type TCodeOwner =
  | {
      purpose: 'password_reset';
      email: string;
      accountType: 'member' | 'staff';
      browserHash: string;
      linkTokenHash: string;
    }
  | { purpose: 'email_change'; email: string; memberId: number };

/**
 * The open codes a new one replaces: the same purpose for the same member, or for the same
 * address asked for by the same browser (another browser's request never retires a reset code).
 */
function sameOwner(owner: TCodeOwner): Prisma.EmailVerificationCodeWhereInput {
  return owner.purpose === 'password_reset'
    ? { purpose: owner.purpose, email: owner.email, browserHash: owner.browserHash }
    : { purpose: owner.purpose, memberId: owner.memberId };
}

/** The columns only a reset code has. */
const resetColumns = (owner: TCodeOwner) =>
  owner.purpose === 'password_reset'
    ? { browserHash: owner.browserHash, linkTokenHash: owner.linkTokenHash }
    : {};

/** Issuing a code and finding the open one. */
function codeLookups(prisma: PrismaClient) {
  return {
    /**
     * Stores a new code and retires any earlier unused one of the same owner. With `cap`, an
     * address-change code is refused (null) when the member already asked for `cap.max` since
     * `cap.since`; the member's row is locked first, so simultaneous requests are counted one
     * after another and cannot pass the cap together. Answers the stored code's id.
     */
    async replace(
      tx: Prisma.TransactionClient,
      owner: TCodeOwner,
      codeHash: string,
      expiresAt: Date,
      now: Date,
      cap: { max: number; since: Date } | undefined,
    ): Promise<number | null> {
      const { purpose, email } = owner;
      const accountType = owner.purpose === 'password_reset' ? owner.accountType : 'member';
      const memberId = owner.purpose === 'email_change' ? owner.memberId : null;
      {
        if (cap && memberId !== null) {
          await tx.$queryRaw`SELECT "id" FROM "members" WHERE "id" = ${memberId}::int FOR UPDATE`;
          const recent = await tx.emailVerificationCode.count({
            where: { purpose: 'email_change', memberId, createdAt: { gte: cap.since } },
          });
          if (recent >= cap.max) return null;
        }
        await tx.emailVerificationCode.updateMany({
          where: { ...sameOwner(owner), consumedAt: null },
          data: { consumedAt: now },
        });
        const stored = await tx.emailVerificationCode.create({
          data: {
            ...resetColumns(owner),
            purpose,
            email,
            accountType,
            memberId,
            codeHash,
            expiresAt,
            createdAt: now,
          },
        });
        return stored.id;
      }
    },

    /** The newest open reset code of `email` that the browser with this cookie hash asked for. */
    latestOpenReset(email: string, browserHash: string) {
      return prisma.emailVerificationCode.findFirst({
        where: { purpose: 'password_reset', email, browserHash, consumedAt: null },
        orderBy: { createdAt: 'desc' },
      });
    },

    /** The reset code whose e-mail carried this link, while it is unexpired and not yet verified. */
    openResetByLink(linkTokenHash: string, now: Date) {
      return prisma.emailVerificationCode.findFirst({
        where: {
          purpose: 'password_reset',
          linkTokenHash,
          verifiedAt: null,
          consumedAt: null,
          expiresAt: { gt: now },
        },
      });
    },

    latestOpenEmailChange(memberId: number) {
      return prisma.emailVerificationCode.findFirst({
        where: { purpose: 'email_change', memberId, consumedAt: null },
        orderBy: { createdAt: 'desc' },
      });
    },
  };
}

/** Tries against a code, marking it verified, and spending it once. */
function codeAttempts(prisma: PrismaClient) {
  return {
    /**
     * Counts one try before the code is compared, in one conditional statement, so parallel
     * guesses can neither be lost nor get past the limit. Returns the tries counted so far, or
     * null when the code is used up, expired or already spent.
     */
    async claimTry(input: { id: number; maxTries: number; now: Date }): Promise<number | null> {
      const rows = await prisma.$queryRaw<{ attempts: number }[]>`
        UPDATE "email_verification_codes" SET "attempts" = "attempts" + 1
        WHERE "id" = ${input.id}::int
          AND "attempts" < ${input.maxTries}::int
          AND "consumed_at" IS NULL
          AND "verified_at" IS NULL
          AND "expires_at" > ${input.now}::timestamptz
        RETURNING "attempts"`;
      return rows[0]?.attempts ?? null;
    },

    async attemptsOf(id: number): Promise<number | null> {
      const row = await prisma.emailVerificationCode.findUnique({
        where: { id },
        select: { attempts: true },
      });
      return row?.attempts ?? null;
    },

    /** Marks a reset code verified and binds the reset token to it; false when already verified. */
    async markVerified(input: { id: number; resetTokenHash: string; now: Date }) {
      const { count } = await prisma.emailVerificationCode.updateMany({
        where: { id: input.id, purpose: 'password_reset', verifiedAt: null, consumedAt: null },
        data: { verifiedAt: input.now, resetTokenHash: input.resetTokenHash },
      });
      return count === 1;
    },

    /**
     * Spends a reset token: only once, only for its address, and only if the code was verified
     * after `verifiedSince`. Returns whether it was spent by this call.
     */
    async spendResetToken(
      db: Db,
      input: { email: string; resetTokenHash: string; verifiedSince: Date; now: Date },
    ): Promise<boolean> {
      const { count } = await db.emailVerificationCode.updateMany({
        where: {
          purpose: 'password_reset',
          email: input.email,
          resetTokenHash: input.resetTokenHash,
          verifiedAt: { gte: input.verifiedSince },
          consumedAt: null,
        },
        data: { consumedAt: input.now },
      });
      return count === 1;
    },

    /** Spends a code once; false when another request spent it first. */
    async consume(db: Db, id: number, now: Date): Promise<boolean> {
      const { count } = await db.emailVerificationCode.updateMany({
        where: { id, consumedAt: null },
        data: { consumedAt: now },
      });
      return count === 1;
    },
  };
}

/**
 * Data access for e-mailed codes (stored as bcrypt hashes). Every lookup names its purpose, so
 * a reset code never completes an address change and the other way round.
 */
export function createVerificationCodeRepository(prisma: PrismaClient) {
  return {
    ...codeLookups(prisma),
    ...codeAttempts(prisma),
  };
}

export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;

export type VerificationCodeRecord = NonNullable<
  Awaited<ReturnType<VerificationCodeRepository['latestOpenReset']>>
>;
