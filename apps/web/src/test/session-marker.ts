import { SESSION_MARKER_COOKIE } from '@academy/contracts';
import Cookies from 'js-cookie';

/**
 * What a sign-in leaves in the browser beside its httpOnly tokens: the API's readable session
 * marker, without which the app treats the visitor as a guest and asks the server nothing.
 * The test setup clears every cookie after each test.
 */
export function setSessionMarker(): void {
  Cookies.set(SESSION_MARKER_COOKIE.NAME, SESSION_MARKER_COOKIE.VALUE, { path: '/' });
}
