import type { TAcademyDetails } from '@academy/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { replaceSettingRow, SETTING_ID } from '../setting-row.js';

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
  /** Saves `details` and answers the details they replaced (see replaceSettingRow). */
  replace(tx: Prisma.TransactionClient, details: TAcademyDetails) {
    const { legalName, registrationNumber, representative, address, phone } = details;
    return replaceSettingRow(tx, 'academy_details_settings', details, {
      insert: () => tx.$executeRaw`
        INSERT INTO academy_details_settings
          (id, legal_name, registration_number, representative, address, phone, updated_at)
        VALUES (${SETTING_ID}, ${legalName}, ${registrationNumber}, ${representative}, ${address},
          ${phone}, now())
        ON CONFLICT (id) DO NOTHING`,
      read: () => academyDetailsRepository.read(tx),
      update: () =>
        tx.academyDetailsSetting.update({
          where: { id: SETTING_ID },
          data: details,
          select: DETAILS,
        }),
    });
  },
};

export type AcademyDetailsRepository = typeof academyDetailsRepository;
