import {
  defaultMonthlyFee,
  firstDayOfMonth,
  siblingDiscountOf,
  tuitionIssuedTexts,
  type TFirstDue,
} from '@academy/contracts';
import { toAnyLessonType } from '../lib/lesson-types.js';
import type { TWork, UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { dueTransferOf, tuitionIssuedMail } from './tuition-mail.js';
import { bankTransferRepository } from './bank-transfer-repository.js';
import { dueTextForm } from './tuition-text-forms.js';
import { toIsoDate } from '../lib/iso-date.js';
import { prorationOf } from './tuition-mappers.js';
import { siblingDiscountRepository } from './sibling-discount-repository.js';
import { findMembersPausedIn } from '../schedule/paused-months-repository.js';
import type {
  IssueMember,
  NewTuitionDue,
  TuitionDueRecord,
  TuitionRepository,
} from './tuition-repository.js';

/** A due to issue at its list price, before the sibling discount is decided. */
type PlannedDue = Omit<NewTuitionDue, 'amount' | 'siblingDiscount'> & {
  guardianId: number | null;
};

/** Members read (and issued in one transaction) at a time. */
export const ISSUE_PAGE_SIZE = 200;
/**
 * The loop's bound: at most this many pages (100,000 members), far above any academy. Reaching
 * it fails the run rather than leaving members without a due unnoticed.
 */
export const ISSUE_MAX_PAGES = 500;

/** The member's fee set at approval, else the default fee of their course. */
export function dueAmountOf(member: Pick<IssueMember, 'monthlyFee' | 'lessonType'>): number {
  if (member.monthlyFee !== null) return member.monthlyFee;
  return defaultMonthlyFee(member.lessonType === null ? null : toAnyLessonType(member.lessonType));
}

/**
 * The planned dues with their sibling discount (docs/product/tuition.md, "Sibling discount"):
 * a child who is not their guardian's first lesson-taking child gets the admin's discount off
 * the price, read in the caller's transaction; everyone else pays the price.
 */
async function withSiblingDiscounts(
  tuition: TuitionRepository,
  work: TWork,
  planned: readonly PlannedDue[],
): Promise<NewTuitionDue[]> {
  const setting = await siblingDiscountRepository.read(work.tx);
  const guardianIds = planned.flatMap((due) => (due.guardianId === null ? [] : [due.guardianId]));
  const later =
    setting.kind === 'none' ? new Set<number>() : await tuition.laterSiblings(work.tx, guardianIds);
  return planned.map(({ guardianId: _guardianId, ...due }) => {
    const siblingDiscount = later.has(due.memberId) ? siblingDiscountOf(setting, due.price) : 0;
    return { ...due, siblingDiscount, amount: due.price - siblingDiscount };
  });
}

/**
 * Creates the planned dues that do not exist yet, each with its `payment_due` notification and
 * e-mail or 알림톡, inside the caller's transaction. A due that exists already (issued before, or by a
 * simultaneous run) is skipped with its notification and mail, so issuing twice issues nothing
 * more. Answers how many dues were created.
 */
async function issuePlanned(
  tuition: TuitionRepository,
  work: TWork,
  planned: readonly PlannedDue[],
): Promise<number> {
  const created = await tuition.createMissing(
    work.tx,
    await withSiblingDiscounts(tuition, work, planned),
  );
  const account = await bankTransferRepository.read(work.tx);
  for (const row of created) {
    const facts = dueFacts(row);
    const transfer = dueTransferOf(account, row);
    work.notify(
      { memberId: row.memberId },
      {
        key: `tuition:${row.id}:issued`,
        app: { category: 'payment_due', texts: tuitionIssuedTexts(facts) },
        mail: (recipient) => tuitionIssuedMail(recipient, { ...facts, transfer }),
        text: dueTextForm('dueIssued', facts),
      },
    );
  }
  return created.length;
}

/** What a due's notification and e-mail say of it. */
function dueFacts(row: TuitionDueRecord) {
  const { month, amount } = row;
  return { month, amount, dueDate: toIsoDate(row.dueDate), proration: prorationOf(row) };
}

/**
 * Issues dues inside the caller's transaction: `month` — the month's whole fee to each of
 * `members`, due on the 1st (the monthly job) — and `first` — a new member's first due as
 * firstDueOf made it (an approval). Either takes the sibling discount off a later child's due
 * and skips a due that exists already.
 */
export function createIssueDues(deps: { tuition: TuitionRepository }) {
  const { tuition } = deps;
  return {
    month(work: TWork, month: string, members: readonly IssueMember[]) {
      const dueDate = firstDayOfMonth(month);
      return issuePlanned(
        tuition,
        work,
        members.map((member) => ({
          memberId: member.id,
          guardianId: member.guardianId,
          month,
          price: dueAmountOf(member),
          dueDate,
          proration: null,
        })),
      );
    },
    first(work: TWork, member: Pick<IssueMember, 'id' | 'guardianId'>, first: TFirstDue) {
      const { month, amount, dueDate, proration } = first;
      const { id: memberId, guardianId } = member;
      return issuePlanned(tuition, work, [
        { memberId, guardianId, month, price: amount, dueDate, proration },
      ]);
    },
  };
}

export type IssueDues = ReturnType<typeof createIssueDues>;

/**
 * Issues the dues of `month` to every active member (docs/product/tuition.md); suspended and
 * inactive members, and members whose approved pause holds the month, get none. Members are read ISSUE_PAGE_SIZE at a time by id, each page in its
 * own transaction: a run that stops half-way is completed by the next, which skips what exists.
 */
export function createIssueMonthlyDues(deps: { units: UnitOfWork; tuition: TuitionRepository }) {
  const { units, tuition } = deps;
  const issueDues = createIssueDues({ tuition });
  return async function issueMonthlyDues(month: string): Promise<{ issuedCount: number }> {
    let issuedCount = 0;
    let afterId = 0;
    for (let page = 0; page < ISSUE_MAX_PAGES; page += 1) {
      const members = await tuition.findActiveMembersAfter(afterId, ISSUE_PAGE_SIZE);
      if (members.length > 0) {
        issuedCount += await units.run(async (work) => {
          // A month of an approved pause has no due (docs/product/pauses.md).
          const paused = await findMembersPausedIn(
            work.tx,
            month,
            members.map(({ id }) => id),
          );
          const billed = members.filter(({ id }) => !paused.has(id));
          return issueDues.month(work, month, billed);
        });
      }
      const last = members.at(-1);
      if (members.length < ISSUE_PAGE_SIZE || last === undefined) return { issuedCount };
      afterId = last.id;
    }
    throw new Error(`Issuing ${month}: more than ${ISSUE_MAX_PAGES * ISSUE_PAGE_SIZE} members`);
  };
}

export type IssueMonthlyDues = ReturnType<typeof createIssueMonthlyDues>;
