import type { TLoginResponse, TUserType, TVerifyResponse } from '@academy/contracts';

export type { TUserType };

/** The signed-in person as GET /auth/verify describes them (docs/product/entities.md auth state). */
export type TSession = TVerifyResponse;
export type TAuthUser = TSession['user'];

export type TAuthState =
  | { status: 'loading'; userType: null; user: null }
  | { status: 'guest'; userType: null; user: null }
  | ({ status: 'authenticated' } & TSession);

export type TAuthContext = TAuthState & {
  /** Feeds a successful login into the auth state at once, then re-reads the user from the server. */
  signIn: (login: TLoginResponse) => void;
  /** Ends the session on the server (errors ignored) and switches the app to guest. */
  logout: () => Promise<void>;
  /** Re-reads the user from the server, at most once per 5 minutes (docs/product/constants.md). */
  refreshUser: () => void;
  /**
   * The account has just set its own password: it no longer must (the guards let it on at
   * once), and the session is read again from the server.
   */
  passwordSet: () => void;
};
