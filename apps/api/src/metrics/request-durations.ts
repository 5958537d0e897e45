/** prom-client's default buckets (5 ms to 10 s), what the series has always had. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type Series = {
  labels: { route: string; method: string; status_code: string };
  /** Observations per bucket, not cumulative (the text format's cumulative counts are summed when scraped). */
  perBucket: Float64Array;
  sum: number;
  count: number;
};

type MetricValue = { value: number; labels: Record<string, string | number>; metricName: string };

/**
 * `http_request_duration_seconds`, kept for the request path: every request lands here, so an observation is
 * three Map lookups by the route, method and status it already has, and a bucket count; no label object, no
 * label check, no joined key string (what prom-client's Histogram does on every observe). A scrape turns the
 * tallies into the usual histogram series. Registered in the app's registry like any prom-client metric (the
 * registry asks `get()` for the values).
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time to answer an HTTP request, by route pattern, method and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  /** One request, under its route pattern (never the URL typed), its method and status, in seconds. */
  observe(route: string, method: string, statusCode: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: { route, method, status_code: String(statusCode) },
        perBucket: new Float64Array(BUCKETS.length),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, series);
    }
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] as number)) bucket++;
    if (bucket < BUCKETS.length) series.perBucket[bucket] = (series.perBucket[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's registry formats: `_bucket` (cumulative, then +Inf), `_sum` and `_count` per series. */
  get(): { name: string; help: string; type: string; aggregator: string; values: MetricValue[] } {
    const values: MetricValue[] = [];
    for (const byMethod of this.byRoute.values()) {
      for (const byStatus of byMethod.values()) {
        for (const series of byStatus.values()) {
          let cumulative = 0;
          BUCKETS.forEach((le, i) => {
            cumulative += series.perBucket[i] as number;
            values.push({
              value: cumulative,
              labels: { ...series.labels, le },
              metricName: `${this.name}_bucket`,
            });
          });
          values.push(
            {
              value: series.count,
              labels: { ...series.labels, le: '+Inf' },
              metricName: `${this.name}_bucket`,
            },
            { value: series.sum, labels: series.labels, metricName: `${this.name}_sum` },
            { value: series.count, labels: series.labels, metricName: `${this.name}_count` },
          );
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.byRoute.clear();
  }
}
