import type { TSiblingDiscount } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** The one row of sibling_discount_settings (a CHECK allows only this id). */
const SETTING_ID = 1;

/** No row yet: no discount. */
const NO_DISCOUNT: TSiblingDiscount = { kind: 'none', value: 0 };

/** The admin's sibling discount: the only module that touches sibling_discount_settings. */
export const siblingDiscountRepository = {
  async read(client: Prisma.TransactionClient): Promise<TSiblingDiscount> {
    const row = await client.siblingDiscountSetting.findUnique({
      where: { id: SETTING_ID },
      select: { kind: true, value: true },
    });
    return row ?? NO_DISCOUNT;
  },
  /**
   * Holds the setting's row until the transaction ends (made first, as no discount, when it is
   * missing) and answers it: simultaneous saves queue up and each audits the value it replaced.
   */
  async lock(tx: Prisma.TransactionClient): Promise<TSiblingDiscount> {
    await tx.$executeRaw`
      INSERT INTO sibling_discount_settings (id, kind, value, updated_at)
      VALUES (${SETTING_ID}, 'none', 0, now()) ON CONFLICT (id) DO NOTHING`;
    await tx.$queryRaw`SELECT id FROM sibling_discount_settings WHERE id = ${SETTING_ID} FOR UPDATE`;
    return siblingDiscountRepository.read(tx);
  },
  save(tx: Prisma.TransactionClient, setting: TSiblingDiscount): Promise<TSiblingDiscount> {
    return tx.siblingDiscountSetting.update({
      where: { id: SETTING_ID },
      data: { kind: setting.kind, value: setting.value },
      select: { kind: true, value: true },
    });
  },
};

export type SiblingDiscountRepository = typeof siblingDiscountRepository;
