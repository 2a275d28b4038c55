/** How long a downloaded file's object URL is kept once the download started. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** Hands `blob` to the browser to save as `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns (Firefox only then): free it a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
