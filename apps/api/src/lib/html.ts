/** Escapes text for HTML element content and quoted attribute values: `& < > " '` become character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
