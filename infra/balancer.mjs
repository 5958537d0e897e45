// The local balancer of `pnpm start:ha N` for three instances or more (the browser client's failover rule knows
// two servers; behind this, the page talks to its own origin and any live instance answers). Round robin over
// the instances; an instance that refuses the connection (stopped, restarting) is skipped for a moment and the
// request goes to the next one, which is safe for any method because that request never arrived. A failure after
// the request went out is answered 502, and the client's own one retry (with the idempotency of every write a
// retry can repeat, decision 009) takes it from there. Answers stream through (tRPC subscriptions are SSE).
import { request as httpRequest } from 'node:http';

/** How long an instance that refused a connection is passed over. */
const SKIP_REFUSING_MS = 1000;

export function createBalancer(servers) {
  const skipUntil = new Map();
  let next = 0;

  /** The instances in the order to try them: round robin, those refusing lately last. */
  function order() {
    const start = next++ % servers.length;
    const rotated = [...servers.slice(start), ...servers.slice(0, start)];
    const now = Date.now();
    const live = rotated.filter((server) => (skipUntil.get(server) ?? 0) <= now);
    return [...live, ...rotated.filter((server) => !live.includes(server))];
  }

  function send(req, res, body, candidates) {
    const [server, ...rest] = candidates;
    const target = new URL(req.url, server);
    const headers = { ...req.headers, host: target.host };
    const forwarded = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${forwarded}`
      : forwarded;
    delete headers.connection;
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error.code === 'ECONNREFUSED') {
        skipUntil.set(server, Date.now() + SKIP_REFUSING_MS);
        if (rest.length > 0) return send(req, res, body, rest);
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'No API instance answered', code: 'UNAVAILABLE' }));
    });
    upstream.end(body);
  }

  /** Forwards one request (its body read whole first, so it can go to another instance). */
  return function balance(req, res) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => send(req, res, Buffer.concat(chunks), order()));
  };
}
