import { describe, expect, it } from 'vitest';
import { cpuUsageBetween, parseMachineTicks, parseProcessTicks, type CpuSample } from './cpuUsage';

describe('parseProcessTicks', () => {
  it('adds user and system time, whatever the command name holds', () => {
    const stat = '17626 (next-server (v16.4.5)) S 1 17624 5932 0 -1 4194304 126 0 0 0 250 40 0 0 20 0 11 0';
    expect(parseProcessTicks(stat)).toBe(290);
  });

  it('refuses a text without CPU times', () => {
    expect(() => parseProcessTicks('17626 (cat) R 1')).toThrow('without CPU times');
  });
});

describe('parseMachineTicks', () => {
  it('counts every state but idle and I/O wait as busy, steal included', () => {
    const stat =
      'cpu  170196 0 25281 118592 1088 0 934 2017 0 0\ncpu0 83050 0 11963 62392 262 0 343 1027 0 0\n';
    expect(parseMachineTicks(stat)).toEqual({ total: 318108, busy: 198428 });
  });

  it('refuses a text without the cpu line', () => {
    expect(() => parseMachineTicks('intr 1 2 3')).toThrow('cpu line');
  });
});

describe('cpuUsageBetween', () => {
  const start: CpuSample = {
    atMs: 1_000,
    machine: { total: 10_000, busy: 4_000 },
    processTicks: [100, 300],
    selfMicros: 2_000_000,
  };

  it('gives cores used per second of wall clock', () => {
    const end: CpuSample = {
      atMs: 11_000,
      machine: { total: 12_000, busy: 5_800 },
      processTicks: [600, 750],
      selfMicros: 6_000_000,
    };
    expect(cpuUsageBetween(start, end, 2)).toEqual({
      instancesCores: [0.5, 0.45],
      loadGeneratorCores: 0.4,
      machineCores: 1.8,
    });
  });
});
