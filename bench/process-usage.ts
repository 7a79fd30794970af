/** Bench helper (no benchmark of its own): what a server process started by the test kit uses (Linux's /proc), and how the benches log. */
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory now, in MB (/proc/<pid>/status). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** CPU time the process has used so far (user and system, all its threads), in ms (/proc/<pid>/stat). */
export function cpuMs(pid: number): number {
  // utime and stime, the 14th and 15th fields, in clock ticks; the name (field 2) may hold spaces, so count after its ')'.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The benches' one setting over `npm start -w gateway`'s: JSON log lines, as in production (NODE_ENV stays
 * development, which keeps the x-upstream-call-log and x-cache headers the benches read); the pretty printer's
 * cost is a developer's terminal's, not the shop's.
 */
export const MEASURED_GATEWAY_ENV = { LOG_FORMAT: 'json' } as const;
