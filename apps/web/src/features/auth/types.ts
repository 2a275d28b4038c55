export type TUserType = 'user' | 'teacher';

/** The signed-in person as returned by GET /auth/verify (only the fields the shell needs). */
export type TAuthUser = {
  name?: string | null;
  role?: string | null;
  isForeign?: boolean | null;
  isForeigner?: boolean | null;
};

export type TSession = { userType: TUserType; user: TAuthUser };

export type TAuthState =
  | { status: 'loading'; userType: null; user: null }
  | { status: 'guest'; userType: null; user: null }
  | { status: 'authenticated'; userType: TUserType; user: TAuthUser };

export type TAuthContext = TAuthState & {
  /** Ends the session on the server (errors ignored) and switches the app to guest. */
  logout: () => Promise<void>;
};
