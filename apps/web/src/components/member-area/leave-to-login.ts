import { paths } from '@/config/paths';

/**
 * A full page load to /login: the auth state and every cached screen start over, and the guard
 * sees no session. Kept in its own module so tests can replace the navigation.
 */
export function leaveToLogin(): void {
  window.location.assign(paths.login);
}
