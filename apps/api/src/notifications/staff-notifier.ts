import {
  applicationNotificationTexts,
  type TApplicationNotificationCategory,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import type { TMessage, TRecipient } from '../unit-of-work/message.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/**
 * Stores a guest's application with `create` and tells every staff account about it, naming the
 * applicant as stored, in the same unit of work, so an application is never stored without its
 * notifications (or the other way round). `receipt`, when given, tells the applicant in the
 * same unit of work.
 */
export async function storeApplicationTellingStaff(
  units: UnitOfWork,
  category: TApplicationNotificationCategory,
  create: (tx: Prisma.TransactionClient) => Promise<{ id: number; name: string }>,
  receipt?: (id: number) => { recipient: TRecipient; message: TMessage },
): Promise<number> {
  return units.run(async ({ tx, notify, notifyStaff }) => {
    const { id, name } = await create(tx);
    notifyStaff({ category, texts: applicationNotificationTexts(category, name), relatedId: id });
    if (receipt) {
      const { recipient, message } = receipt(id);
      notify(recipient, message);
    }
    return id;
  });
}
