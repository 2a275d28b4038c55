/** Resolves whether the text reached the clipboard; never throws. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies `text`; where no clipboard takes it (an insecure page, a refused permission), focuses
 * and selects `field`, which shows it, so that Ctrl+C copies it instead. Resolves whether it was
 * copied.
 */
export async function copyOrSelect(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  if (await copyToClipboard(text)) return true;
  field?.focus();
  field?.select();
  return false;
}
