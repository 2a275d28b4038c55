import type { Prisma } from '../generated/prisma/client.js';
import type { TAuditEntry, TMessage, TStaffNotice } from './message.js';

type Tx = Prisma.TransactionClient;

export interface TMemberNotificationRow {
  memberId: number;
  app: NonNullable<TMessage['app']>;
}

const RECIPIENT = {
  id: true,
  email: true,
  phoneNumber: true,
  name: true,
  isForeigner: true,
  messageChannel: true,
} as const;

/**
 * The members' addresses (e-mail, phone), name and language, for the messages a unit of work sends them, with what
 * decides whether a child hears too (a login, the birth date) and their guardian's.
 */
export async function findMemberRecipients(tx: Tx, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return tx.member.findMany({
    where: { id: { in: [...new Set(memberIds)] } },
    select: { ...RECIPIENT, loginId: true, birthDate: true, guardian: { select: RECIPIENT } },
  });
}

export async function insertMemberNotifications(
  tx: Tx,
  rows: readonly TMemberNotificationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.memberNotification.createMany({
    data: rows.map(({ memberId, app }) => ({
      memberId,
      category: app.category,
      ...app.texts,
      ...(app.announcementId === undefined ? {} : { announcementId: app.announcementId }),
    })),
  });
}

export async function insertStaffNotifications(
  tx: Tx,
  notices: readonly TStaffNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  const staff = await tx.staff.findMany({ select: { id: true } });
  if (staff.length === 0) return;
  await tx.staffNotification.createMany({
    data: notices.flatMap(({ category, texts, detail, relatedId }) =>
      staff.map(({ id }) => ({
        staffId: id,
        category,
        relatedId,
        ...texts,
        detail: detail?.ko ?? null,
        detailEn: detail?.en ?? null,
      })),
    ),
  });
}

/**
 * The staff accounts that chose to hear of requests by 알림톡 and have a phone to hear at
 * (docs/decisions/0042).
 */
export function findStaffAlertRecipients(tx: Tx) {
  return tx.staff.findMany({
    where: { requestAlerts: true, phoneNumber: { not: null } },
    select: { id: true, name: true, phoneNumber: true },
    orderBy: { id: 'asc' },
  });
}

/** `staffId` null: done from the command line (pnpm admin:create) or by a member. */
export async function insertAuditRows(
  tx: Tx,
  staffId: number | null,
  entries: readonly TAuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.auditLog.createMany({
    data: entries.map((entry) => ({
      staffId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      ...(entry.details === undefined ? {} : { details: entry.details }),
    })),
  });
}
