/**
 * Where the CPU went during a load run, read from /proc (Linux) before and after it: the cores each
 * server process used, those of the load generator (this process, which runs autocannon) and the whole
 * machine's. They tell a server held back by its one JavaScript thread (near 1 core, the machine not
 * full) from a machine with no core left, and show other work on a shared machine (busy cores that
 * neither the servers nor the load generator account for).
 */
import { existsSync, readFileSync } from 'node:fs';
import { roundTo } from './roundTo';

/** Linux reports process and machine CPU time in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const TICKS_PER_SECOND = 100;

/** Cores used over a load run: CPU seconds per second of wall clock. */
export interface CpuUsage {
  /** Each server process, in the order of the targets. */
  instancesCores: number[];
  /** This process: autocannon and the bench around it. */
  loadGeneratorCores: number;
  /** Every core of the machine that was not idle, whatever ran on it (time the host took for others too). */
  machineCores: number;
}

/** CPU time counters at one moment. */
export interface CpuSample {
  /** `performance.now()`. */
  atMs: number;
  machine: MachineTicks;
  /** Clock ticks each process has run, user and system. */
  processTicks: number[];
  /** `process.cpuUsage()` of this process, user and system, in µs. */
  selfMicros: number;
}

export interface MachineTicks {
  /** Ticks of every core in every state. */
  total: number;
  /** Ticks not spent idle or waiting for I/O. */
  busy: number;
}

/** User and system ticks of a `/proc/<pid>/stat` text; its command name may hold spaces and parentheses. */
export function parseProcessTicks(stat: string): number {
  // Fields after the command name start at the third (state); utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error('A /proc/<pid>/stat without CPU times');
  return utime + stime;
}

/** The all-cores `cpu` line of a `/proc/stat` text: user, nice, system, idle, iowait, irq, softirq, steal. */
export function parseMachineTicks(stat: string): MachineTicks {
  const line = stat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('A /proc/stat without its cpu line');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { total, busy: total - idle - iowait };
}

function processTicks(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) throw new Error(`Process ${pid} is gone: a server exited during the load`);
  return parseProcessTicks(readFileSync(file, 'utf8'));
}

export function sampleCpu(pids: readonly number[]): CpuSample {
  const self = process.cpuUsage();
  return {
    atMs: performance.now(),
    machine: parseMachineTicks(readFileSync('/proc/stat', 'utf8')),
    processTicks: pids.map(processTicks),
    selfMicros: self.user + self.system,
  };
}

/** The cores used between two samples of the same processes, on a machine of `cores` cores. */
export function cpuUsageBetween(start: CpuSample, end: CpuSample, cores: number): CpuUsage {
  const seconds = (end.atMs - start.atMs) / 1000;
  const machineTotal = end.machine.total - start.machine.total;
  const machineShare = machineTotal > 0 ? (end.machine.busy - start.machine.busy) / machineTotal : 0;
  return {
    instancesCores: end.processTicks.map((ticks, index) =>
      roundTo((ticks - (start.processTicks[index] ?? 0)) / TICKS_PER_SECOND / seconds, 2),
    ),
    loadGeneratorCores: roundTo((end.selfMicros - start.selfMicros) / 1e6 / seconds, 2),
    machineCores: roundTo(machineShare * cores, 2),
  };
}
