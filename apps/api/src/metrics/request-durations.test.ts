import { type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations';

async function scrape(durations: RequestDurations): Promise<string[]> {
  const registry = new Registry();
  registry.registerMetric(durations as unknown as Metric);
  return (await registry.metrics()).trim().split('\n');
}

describe('http_request_duration_seconds', () => {
  it('scrapes as a Prometheus histogram: cumulative buckets, +Inf equal to the count, the sum of the seconds', async () => {
    const durations = new RequestDurations();
    for (const seconds of [0.004, 0.005, 0.02, 0.3, 12]) durations.observe('/api/v1/x', 'GET', 200, seconds);
    const lines = await scrape(durations);
    const value = (series: string) => {
      const line = lines.find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.split(' ')[1]);
    };
    const labels = 'route="/api/v1/x",method="GET",status_code="200"';
    expect(lines).toContain('# TYPE http_request_duration_seconds histogram');
    expect(value(`http_request_duration_seconds_bucket{${labels},le="0.005"}`)).toBe(2);
    expect(value(`http_request_duration_seconds_bucket{${labels},le="0.025"}`)).toBe(3);
    expect(value(`http_request_duration_seconds_bucket{${labels},le="0.25"}`)).toBe(3);
    expect(value(`http_request_duration_seconds_bucket{${labels},le="0.5"}`)).toBe(4);
    expect(value(`http_request_duration_seconds_bucket{${labels},le="10"}`)).toBe(4);
    expect(value(`http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(5);
    expect(value(`http_request_duration_seconds_count{${labels}}`)).toBe(5);
    expect(value(`http_request_duration_seconds_sum{${labels}}`)).toBeCloseTo(12.329, 6);
  });

  it('keeps one series per route, method and status', async () => {
    const durations = new RequestDurations();
    durations.observe('/a', 'GET', 200, 0.01);
    durations.observe('/a', 'GET', 200, 0.01);
    durations.observe('/a', 'POST', 200, 0.01);
    durations.observe('/a', 'GET', 404, 0.01);
    durations.observe('/b', 'GET', 200, 0.01);
    const counts = (await scrape(durations)).filter((l) =>
      l.startsWith('http_request_duration_seconds_count'),
    );
    expect(counts).toEqual([
      'http_request_duration_seconds_count{route="/a",method="GET",status_code="200"} 2',
      'http_request_duration_seconds_count{route="/a",method="GET",status_code="404"} 1',
      'http_request_duration_seconds_count{route="/a",method="POST",status_code="200"} 1',
      'http_request_duration_seconds_count{route="/b",method="GET",status_code="200"} 1',
    ]);
  });
});
