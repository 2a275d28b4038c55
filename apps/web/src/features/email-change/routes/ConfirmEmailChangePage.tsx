import { EmailLinkPage } from '../components/EmailLinkPage';

/** The page the link to a new address opens: Confirm changes the address to it. */
export function ConfirmEmailChangePage() {
  return <EmailLinkPage link="confirm" />;
}
