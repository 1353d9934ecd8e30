import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time per answered request (µs), when its pid was given: unlike latency, it hardly
   * depends on what else the machine is doing, so it compares runs taken under different loads. */
  cpuUs?: number;
}

/** A fixed-connection, fixed-duration load on one URL (autocannon), as req/s and latency percentiles in ms. */
export async function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string>; pid?: number }): Promise<LoadResult> {
  const cpuBefore = opts.pid ? cpuMs(opts.pid) : 0;
  const r = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: opts.headers });
  const cpuUs = opts.pid && r.requests.total ? ((cpuMs(opts.pid) - cpuBefore) * 1000) / r.requests.total : undefined;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, cpuUs };
}

/** User + system CPU time of a process (all its threads) in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * CPU time of the children a process has waited for (the ffmpeg processes a server runs), in ms, from /proc (Linux):
 * cutime and cstime, the 14th and 15th fields after "pid (comm) ".
 */
export function childrenCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Samples a process's RSS while `work` runs; returns the work's result and the peak growth in MB. */
export async function withRssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = rssMb(pid);
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, growthMb: peak - start };
  } finally {
    clearInterval(timer);
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
