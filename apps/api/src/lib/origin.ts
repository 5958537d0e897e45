/** The origin (scheme, host, port) of a configured address, or undefined when there is none or it is not a URL. */
export function safeOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
