import {
  applicationNotificationTexts,
  type TApplicationNotificationCategory,
  staffNoticeDetail,
} from '@academy/contracts';
import { storeFormOnce, type TFormKind } from '../db/form-submissions.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { TMessage, TRecipient, TStaffNotice } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** The staff alert of a new application (docs/decisions/0042): who applied and its number. */
function applicationAlert(
  category: TApplicationNotificationCategory,
  applicant: string,
  id: number,
): TStaffNotice['text'] {
  const kind = category === 'lesson_request' ? 'staffLessonApplication' : 'staffOnedayApplication';
  return textForm(kind, () => ({ applicant, applicationId: String(id) }));
}

/**
 * Stores a guest's application with `create` and tells every staff account about it, naming the
 * applicant as stored (by 알림톡 too, to staff who chose it), in the same unit of work, so an application is never stored without its
 * notifications (or the other way round). `receipt`, when given, tells the applicant in the
 * same unit of work. The same form sent again within a minute stores and tells nothing and is
 * answered with the first one's id and reference (docs/decisions/0061).
 */
export async function storeApplicationTellingStaff(
  units: UnitOfWork,
  category: TApplicationNotificationCategory,
  form: { kind: TFormKind; content: object; now: Date },
  create: (tx: Prisma.TransactionClient) => Promise<{ id: number; name: string }>,
  receipt?: (id: number) => { recipient: TRecipient; message: TMessage },
): Promise<{ id: number; reference: string }> {
  return units.run(async ({ tx, notify, notifyStaff }) => {
    let name: string | undefined;
    const { id, reference } = await storeFormOnce(tx, form, async () => {
      const stored = await create(tx);
      name = stored.name;
      return stored.id;
    });
    // A repeat: the first form told everyone already.
    if (name === undefined) return { id, reference };
    notifyStaff({
      category,
      texts: applicationNotificationTexts(category, name),
      detail: staffNoticeDetail({ name }),
      relatedId: id,
      text: applicationAlert(category, name, id),
    });
    if (receipt) {
      const { recipient, message } = receipt(id);
      notify(recipient, message);
    }
    return { id, reference };
  });
}
