import type { ReactNode } from 'react';

/**
 * A catalogue message whose `<0>…</0>` part becomes an element (a link, an emphasis) drawn by `render`, so each
 * language places that part where its own word order wants it.
 */
export function withElement(message: string, render: (inner: string) => ReactNode): ReactNode {
  const match = /<0>([\s\S]*?)<\/0>/.exec(message);
  if (!match) return message;
  return (
    <>
      {message.slice(0, match.index)}
      {render(match[1] ?? '')}
      {message.slice(match.index + match[0].length)}
    </>
  );
}
