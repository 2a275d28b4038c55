import { guestPagePaths, paths } from '@/config/paths';

const HIDDEN_AREAS = [paths.staff.root, paths.member.root, paths.newPassword];

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isInside(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * docs/product/screens-and-routes.md: the widget shows everywhere except the public guest pages, /login, the /admin and
 * /user areas and /new-password. In practice that leaves pages such as not-found.
 */
export function shouldShowFloatingWidget(pathname: string): boolean {
  const path = normalize(pathname);
  if (guestPagePaths.includes(path)) return false;
  return !HIDDEN_AREAS.some((area) => isInside(path, area));
}
