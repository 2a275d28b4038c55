/** A provider's answer as JSON, or undefined when it is not JSON (an HTML error page, a cut body). */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
