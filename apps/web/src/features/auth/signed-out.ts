const clearers = new Set<() => void>();

/**
 * Runs `clear` whenever the session ends in this tab (logout, or a refresh that failed): what
 * was cached for the last person must not show to the next one on a shared device. The query
 * client registers here when it is created, with the first page that reads queries.
 */
export function onSignedOut(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

export function clearSignedOutData(): void {
  for (const clear of clearers) clear();
}
