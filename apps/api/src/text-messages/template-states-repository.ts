import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * What sending reads of the templates' states, which the `text-message-templates` job keeps
 * (docs/decisions/0034-alimtalk-template-sync.md). A code without a row was never synced: it is
 * sent under its own code, as the templates were registered before the sync existed.
 */

/** The codes the last sync found not approved, or no longer at the provider. */
export async function findUnusableTemplateCodes(
  tx: Prisma.TransactionClient,
): Promise<ReadonlySet<string>> {
  const rows = await tx.alimtalkTemplateState.findMany({
    where: { approval: { not: 'approved' } },
    select: { code: true },
  });
  return new Set(rows.map((row) => row.code));
}

/** The provider's template id of each code that has one; a code absent here is sent as itself. */
export async function findProviderTemplateIds(
  prisma: PrismaClient,
  codes: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await prisma.alimtalkTemplateState.findMany({
    where: { code: { in: [...new Set(codes)] }, providerTemplateId: { not: null } },
    select: { code: true, providerTemplateId: true },
  });
  return new Map(
    rows.flatMap((row) => (row.providerTemplateId ? [[row.code, row.providerTemplateId]] : [])),
  );
}
