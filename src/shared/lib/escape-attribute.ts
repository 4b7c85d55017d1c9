/**
 * Text made safe inside a double-quoted HTML attribute, or as XML text: the
 * ampersand, the double quote and the opening angle bracket escaped, so no
 * value can end the attribute or start a tag. Imports nothing, so the build's
 * config (deploy/security-headers.ts) and the build-time head
 * (src/app/page-head.ts) use this one function.
 */
export function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
