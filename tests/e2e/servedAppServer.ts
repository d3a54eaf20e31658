/**
 * One more `next start` of the build the suite serves (`.e2e/app`, see servedApp.ts), with environment of
 * its own: for specs that need the app configured differently from the suite's shared server (a hosted
 * form hub that is down, a finance service that refuses connections). It answers once `/healthz` says 200
 * and is stopped by its process id. Started without `-H` (GUIDE: page rewrites hang on `-H 127.0.0.1`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { servedAppDir } from './servedApp';

export interface ServedAppServer {
  port: number;
  /** `http://<site>.localhost:<port><path>` */
  siteUrl(site: string, pagePath: string): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function startServedAppServer(
  request: APIRequestContext,
  { port, env }: { port: number; env: Record<string, string> },
): Promise<ServedAppServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(servedAppDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    { cwd: servedAppDir, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => (await request.get(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status() ?? 0,
        { timeout: START_TIMEOUT_MS },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, siteUrl: (site, pagePath) => `http://${site}.localhost:${port}${pagePath}`, stop };
}
