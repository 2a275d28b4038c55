import type { TAcademyDetails } from '@academy/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

/** The one row of academy_details_settings (a CHECK allows only this id). */
const SETTING_ID = 1;

const DETAILS = {
  legalName: true,
  registrationNumber: true,
  representative: true,
  address: true,
  phone: true,
} as const;

/** The academy details printed on receipts: the only module that touches academy_details_settings. */
export const academyDetailsRepository = {
  /** The details, null until the admin sets them. */
  read(client: Prisma.TransactionClient): Promise<TAcademyDetails | null> {
    return client.academyDetailsSetting.findUnique({ where: { id: SETTING_ID }, select: DETAILS });
  },
  /**
   * Saves `details` and answers the details they replaced (null for the first save). As for the
   * bank-transfer details: the first save inserts the row; any other save, or one that finds the
   * row inserted meanwhile, holds it FOR UPDATE before reading it, so simultaneous saves queue up
   * and each one's `before` is the previous one's `after`.
   */
  async replace(tx: Prisma.TransactionClient, details: TAcademyDetails) {
    const { legalName, registrationNumber, representative, address, phone } = details;
    const inserted = await tx.$executeRaw`
      INSERT INTO academy_details_settings
        (id, legal_name, registration_number, representative, address, phone, updated_at)
      VALUES (${SETTING_ID}, ${legalName}, ${registrationNumber}, ${representative}, ${address},
        ${phone}, now())
      ON CONFLICT (id) DO NOTHING`;
    if (inserted === 1) return { before: null, after: details };
    await tx.$queryRaw`SELECT id FROM academy_details_settings WHERE id = ${SETTING_ID} FOR UPDATE`;
    const before = await academyDetailsRepository.read(tx);
    const after = await tx.academyDetailsSetting.update({
      where: { id: SETTING_ID },
      data: details,
      select: DETAILS,
    });
    return { before, after };
  },
};

export type AcademyDetailsRepository = typeof academyDetailsRepository;
