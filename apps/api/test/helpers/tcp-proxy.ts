import { connect, createServer, type Server, type Socket } from 'node:net';

type Mode = 'forward' | 'cut' | 'freeze';

/**
 * A TCP proxy between the API and its database, for fault tests: `cut()` drops every connection and stops
 * listening, so new ones are refused (the database went away); `freeze()` keeps connections open but passes
 * nothing either way (a stalled network or server); `restore()` goes back to forwarding on the same port,
 * delivering whatever a freeze held back.
 */
export class TcpProxy {
  private mode: Mode = 'forward';
  private server: Server | null = null;
  private port = 0;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: Array<() => void> }>();

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(port = this.port): Promise<number> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as { port: number }).port;
    return this.port;
  }

  /** `url` with its host and port replaced by this proxy's. */
  route(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.port);
    return routed.toString();
  }

  async cut(): Promise<void> {
    this.mode = 'cut';
    const stopped = this.stopListening();
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    await stopped;
  }

  freeze(): void {
    this.mode = 'freeze';
  }

  async restore(): Promise<void> {
    if (this.mode === 'cut') await this.listen();
    this.mode = 'forward';
    for (const pair of this.pairs) for (const deliver of pair.held.splice(0)) deliver();
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair = { client, upstream, held: [] as Array<() => void> };
    this.pairs.add(pair);
    const relay = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        const deliver = () => to.write(chunk);
        if (this.mode === 'freeze') pair.held.push(deliver);
        else deliver();
      });
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  }
}
