import type { TRunOptions } from './unit-of-work.js';

/**
 * The staff member running a member's own use case on the member's behalf (the member page,
 * docs/product/back-office.md#the-member-page): the change's rules stay the member's, the audit
 * log names the staff member.
 */
export interface TStaffActor {
  staffId: number;
}

/** The unit of work's options for a change a member made, or staff made for them. */
export function actorOptions(actor: TStaffActor | undefined): TRunOptions {
  return actor ? { staffId: actor.staffId } : {};
}
