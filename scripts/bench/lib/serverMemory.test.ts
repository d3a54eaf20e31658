import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { probeFile } from './memoryProbe';
import { parseProcStatus, probeEnvironment, ServerMemory } from './serverMemory';

let dir: string;
let child: ChildProcess | undefined;

/** A Node process started as the soak starts the server: the probe loaded through NODE_OPTIONS. */
async function probedProcess(): Promise<number> {
  child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { ...process.env, ...probeEnvironment(dir) },
    stdio: 'ignore',
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The probed process did not start');
  while (!existsSync(probeFile(dir, pid, false))) await sleep(20);
  return pid;
}

describe('parseProcStatus', () => {
  it('reads the resident set and its peak, in bytes', () => {
    const status = [
      'Name:\tnext-server (v1',
      'VmPeak:\t 1204 kB',
      'VmHWM:\t  846000 kB',
      'VmRSS:\t  812000 kB',
    ];
    expect(parseProcStatus(status.join('\n'))).toEqual({
      rssBytes: 812_000 * 1024,
      peakRssBytes: 846_000 * 1024,
    });
  });

  it('fails on a status without them, rather than reporting zero', () => {
    expect(() => parseProcStatus('Name:\tkthreadd\n')).toThrow('/proc status has no VmRSS');
  });
});

describe('probeEnvironment', () => {
  it('loads the probe into the server with garbage collection exposed, writing where asked', () => {
    const env = probeEnvironment('/tmp/soak-memory');
    expect(env.MEMORY_PROBE_DIR).toBe('/tmp/soak-memory');
    expect(env.NODE_OPTIONS).toMatch(
      /--expose-gc --import=file:\/\/\/.*\/scripts\/bench\/lib\/memoryProbe\.ts$/,
    );
  });
});

describe('ServerMemory with the probe', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'memory-probe-'));
  });
  afterEach(() => {
    child?.kill('SIGKILL');
    child = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the resident set from /proc and the heap from the probe', async () => {
    const pid = await probedProcess();
    const sample = new ServerMemory(pid, dir).now();
    expect(sample.rssBytes).toBeGreaterThan(sample.heapUsedBytes);
    expect(sample.peakRssBytes).toBeGreaterThanOrEqual(sample.rssBytes);
    expect(sample.heapUsedBytes).toBeGreaterThan(0);
    expect(sample.afterGc).toBe(false);
  });

  it('has the probe collect garbage before the sample it asks for, and the process lives on', async () => {
    const pid = await probedProcess();
    const settled = await new ServerMemory(pid, dir).settled();
    expect(settled.afterGc).toBe(true);
    expect(settled.heapUsedBytes).toBeGreaterThan(0);
    expect(child?.exitCode).toBeNull();
  });

  it('refuses to signal a process without the probe, which the signal would end', async () => {
    await expect(new ServerMemory(process.pid, dir).settled()).rejects.toThrow('has no memory probe');
  });
});
