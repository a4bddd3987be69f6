import http from 'node:http';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** How many answers of each status other than 200 (0: the request failed). */
  statuses?: Record<number, number>;
  /** How much each of `options.measure`'s counters grew over the measured run (e.g. the server's CPU µs). */
  measured?: Record<string, number>;
}

export interface LoadTarget {
  name: string;
  port: number;
  path: string;
  headers?: Record<string, string>;
  /** `POST` unless told. */
  method?: 'GET' | 'POST';
  /** A fresh JSON body per request (e.g. a different search term each time); a GET sends none. */
  body?: () => unknown;
}

function send(agent: http.Agent, target: LoadTarget): Promise<number> {
  const method = target.method ?? 'POST';
  const payload = method === 'GET' ? null : JSON.stringify(target.body?.() ?? {});
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method,
        agent,
        headers: {
          ...(payload === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...target.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (payload === null) request.end();
    else request.end(payload);
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);

/** `clients` loops sending back-to-back over keep-alive connections; a warm-up is run and discarded. */
export async function runLoad(
  target: LoadTarget,
  options: {
    clients: number;
    seconds: number;
    warmupSeconds: number;
    /** Read just before and just after the measured run (not the warm-up): counters such as CPU time. */
    measure?: () => Promise<Record<string, number>>;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          const status = await send(agent, target).catch(() => 0);
          latencies.push(performance.now() - started);
          if (status !== 200) {
            errors++;
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        }
      }),
    );
    return { latencies, errors, statuses };
  };
  await run(options.warmupSeconds);
  const measuredBefore = await options.measure?.();
  const started = performance.now();
  const { latencies, errors, statuses } = await run(options.seconds);
  const elapsed = (performance.now() - started) / 1000;
  const measuredAfter = await options.measure?.();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
    ...(measuredBefore === undefined || measuredAfter === undefined
      ? {}
      : {
          measured: Object.fromEntries(
            Object.entries(measuredAfter).map(([name, value]) => [name, value - (measuredBefore[name] ?? 0)]),
          ),
        }),
  };
}
