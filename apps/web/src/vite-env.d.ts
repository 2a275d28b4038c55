interface ImportMetaEnv {
  /** Base address of the API; `/api` on the same host when unset. */
  readonly VITE_API_URL?: string;
}
