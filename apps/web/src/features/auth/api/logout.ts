/** POST /auth/logout. The session is dropped locally either way, so failures are ignored. */
export async function logout(): Promise<void> {
  try {
    const { sendLogout } = await import('./session-requests');
    await sendLogout();
  } catch {
    // Nothing to recover: the server session expires on its own.
  }
}
