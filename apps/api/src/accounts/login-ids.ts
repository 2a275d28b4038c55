import type { Prisma } from '../generated/prisma/client.js';

/**
 * Whether a staff member or a member already signs in with this login id. The two tables keep
 * their ids unique each on its own, so a new staff account asks both.
 */
export async function isLoginIdTaken(
  db: Prisma.TransactionClient,
  loginId: string,
): Promise<boolean> {
  const [staff, members] = await Promise.all([
    db.staff.count({ where: { loginId } }),
    db.member.count({ where: { loginId } }),
  ]);
  return staff + members > 0;
}
