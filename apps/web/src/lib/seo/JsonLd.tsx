type TJsonLdProps = { data: Record<string, unknown> };

/**
 * Escapes `<` so no value can close the script element early. The element is a data block, not a
 * script: browsers never execute it, so the CSP `script-src 'self'` does not apply to it.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines, rendered in place (React does not run or hoist it). */
export function JsonLd({ data }: TJsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
