declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    duration: number;
    connections: number;
    pipelining?: number;
  };
  type Result = {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
