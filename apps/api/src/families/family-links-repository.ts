import type { Prisma } from '../generated/prisma/client.js';
import type { TGuardianRelation } from '@academy/contracts';

type Tx = Prisma.TransactionClient;

export interface TLinkRow {
  id: number;
  name: string;
  loginId: string | null;
  email: string | null;
  phoneNumber: string | null;
  guardianId: number | null;
}

/** Data access for staff linking a child to a guardian and unlinking them. */
export const familyLinksRepository = {
  /**
   * The members, locked until the transaction ends in one order (by id): two links of the same
   * people run one after the other, so no link can make a chain or a loop between them.
   */
  lockMembers: (tx: Tx, ids: readonly number[]) =>
    tx.$queryRaw<TLinkRow[]>`
      SELECT id, name, login_id AS "loginId", email, phone_number AS "phoneNumber",
        guardian_id AS "guardianId"
      FROM members WHERE id = ANY(${[...ids]}::int[]) ORDER BY id FOR UPDATE`,
  findIdByPhone: async (tx: Tx, phoneNumber: string) =>
    (await tx.member.findUnique({ where: { phoneNumber }, select: { id: true } }))?.id ?? null,
  isPhoneTaken: async (tx: Tx, phoneNumber: string) =>
    (await tx.member.count({ where: { phoneNumber } })) > 0,
  /** A child's own login: the login id, the password they must replace, their contact. */
  setOwnLogin: (
    tx: Tx,
    childId: number,
    login: { loginId: string; passwordHash: string; phoneNumber: string; email: string | null },
  ) =>
    tx.member.update({
      where: { id: childId },
      data: { ...login, mustChangePassword: true },
      select: { id: true },
    }),
  countChildren: (tx: Tx, memberId: number) => tx.member.count({ where: { guardianId: memberId } }),
  setGuardian: (
    tx: Tx,
    childId: number,
    link: { guardianId: number | null; guardianRelation: TGuardianRelation | null },
  ) =>
    tx.member.update({
      where: { id: childId },
      data: link,
      select: {
        id: true,
        guardianRelation: true,
        guardian: { select: { id: true, name: true, loginId: true } },
      },
    }),
};

export type TLinkResult = Awaited<ReturnType<typeof familyLinksRepository.setGuardian>>;
