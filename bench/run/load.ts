import autocannon, { type Request } from "autocannon";

export type LoadResult = {
  connections: number;
  seconds: number;
  requests: number;
  /** Completed responses per second. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts (autocannon counts both in errors) and every non-2xx answer. */
  errors: number;
  statuses: Record<string, number>;
};

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs one load (autocannon) and reads every response time, so p95 is exact (autocannon's own
 * summary has p97.5 but not p95). `urls` with two servers spreads the connections over both.
 */
export const load = async (options: {
  urls: string[];
  connections: number;
  /** Run for this long, or (`amount`) until this many requests are answered: the smoke run, free of timing. */
  seconds?: number;
  amount?: number;
  requests: Request[];
}): Promise<LoadResult> => {
  const times: number[] = [];
  const instance = autocannon({
    url: options.urls.length === 1 ? options.urls[0] : options.urls,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    timeout: 30,
    requests: options.requests,
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, time: number) => {
    times.push(time);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    connections: options.connections,
    seconds: result.duration,
    requests: times.length,
    throughput: round(times.length / result.duration),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.non2xx,
    statuses,
  };
};
