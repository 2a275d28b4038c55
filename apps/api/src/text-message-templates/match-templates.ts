import type { TAlimtalkTemplate } from '@academy/contracts';
import type {
  TTemplateApproval,
  TTextMessageTemplate,
} from '../text-messages/text-message-provider.js';

/** What the provider holds for one of our codes. */
export interface TTemplateMatch {
  providerTemplateId: string;
  approval: TTemplateApproval;
  /** The provider's content and button names are the catalog's. */
  matchesCatalog: boolean;
}

/** A template that can go beats one in review, which beats one waiting, then one rejected. */
const PREFERENCE: readonly TTemplateApproval[] = ['approved', 'inspecting', 'pending', 'rejected'];

const sameAsCatalog = (ours: TAlimtalkTemplate, theirs: TTextMessageTemplate) =>
  theirs.content === ours.content &&
  theirs.buttons.length === ours.buttons.length &&
  theirs.buttons.every((button, index) => button.buttonName === ours.buttons[index]?.name);

/**
 * Our codes matched to the provider's templates (docs/decisions/0034): a template is ours when
 * its name, as registered at the provider, is exactly our code. A code registered more than once
 * (registered again after a rejection) takes the one furthest along the review, and among equals
 * the first the provider lists. A code of the catalog the provider does not hold is absent;
 * templates of other names are ignored.
 */
export function matchTemplates(
  catalog: readonly TAlimtalkTemplate[],
  provided: readonly TTextMessageTemplate[],
): Map<string, TTemplateMatch> {
  const matches = new Map<string, TTemplateMatch>();
  for (const ours of catalog) {
    const candidates = provided.filter((theirs) => theirs.name === ours.code);
    const best = candidates.reduce<TTextMessageTemplate | undefined>(
      (chosen, theirs) =>
        !chosen || PREFERENCE.indexOf(theirs.approval) < PREFERENCE.indexOf(chosen.approval)
          ? theirs
          : chosen,
      undefined,
    );
    if (best) {
      matches.set(ours.code, {
        providerTemplateId: best.templateId,
        approval: best.approval,
        matchesCatalog: sameAsCatalog(ours, best),
      });
    }
  }
  return matches;
}
