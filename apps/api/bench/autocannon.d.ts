declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    duration?: number;
    /** Stop after this many requests instead of after `duration` seconds (bench/cpu-per-request.ts). */
    amount?: number;
    connections: number;
    pipelining?: number;
    method?: string;
    body?: string;
    /** Each request in turn; setupRequest may rewrite one before it goes (bench/capacity.ts varies its body). */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (
        request: { body?: string; headers?: Record<string, string> },
        context: Record<string, unknown>,
      ) => { body?: string; headers?: Record<string, string> };
    }>;
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
