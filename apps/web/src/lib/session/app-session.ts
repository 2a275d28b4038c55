import { paths } from '@/config/paths';
import { browserStorage } from './browser-storage';
import { createExpiryStore } from './expiry-store';
import { requestRefresh } from './request-refresh';
import { createSessionController } from './session-controller';
import { clearSessionCookies, hasSessionMarker } from './user-cookie';

function redirectToLogin(): void {
  // A full page load also drops every cached screen of the expired session.
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
}

/** The one session of the running app, shared by the api client and the auth provider. */
export const session = createSessionController({
  requestRefresh,
  expiryStore: createExpiryStore(browserStorage('localStorage')),
  hasSessionMarker,
  clearCookies: clearSessionCookies,
  redirectToLogin,
});
