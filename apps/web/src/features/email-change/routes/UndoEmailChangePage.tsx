import { EmailLinkPage } from '../components/EmailLinkPage';

/**
 * The page the notice to the old address links to: it cancels a change still waiting, or puts
 * the old address back and signs the account out everywhere.
 */
export function UndoEmailChangePage() {
  return <EmailLinkPage link="undo" />;
}
