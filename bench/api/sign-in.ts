// Signs in once before the load, so the authenticated endpoints reuse one session's cookies the
// way a browser tab does.

export interface Credentials {
  loginId: string;
  password: string;
}

/** POST /api/auth/login; resolves with a Cookie header carrying the session cookies. */
export async function signIn(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`sign-in as ${credentials.loginId} answered ${response.status}: ${text}`);
  }
  // "name=value; Path=/; HttpOnly; ..." -> "name=value"; the attributes are for browsers.
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`sign-in as ${credentials.loginId} set no cookie`);
  return cookies.join('; ');
}
