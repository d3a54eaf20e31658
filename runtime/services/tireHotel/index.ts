/**
 * The tyre hotel backend as the server sees it: with TIREHOTEL_URL set, the tyre hotel host
 * (`httpClient.ts`, with TIREHOTEL_API_KEY); without it, the embedded backend (`embedded/`, the default),
 * whose sqlite file lives in TIREHOTEL_DATA_DIR (default `data/tirehotel/`) and which writes each SMS to
 * the server log outside production. One instance per process, and one pair of per-address rate limiters,
 * shared by the `/api/tirehotel/*` routes, which Next.js bundles apart (onePerProcess). With REDIS_URL set,
 * the embedded backend's codes, tries and sessions are shared by every instance (RedisCodeLogin.ts).
 * Server-only.
 */
import path from 'node:path';
import { onePerProcess } from '../../cache/onePerProcess';
import { projectRoot } from '../../config/projectPaths';
import type { TireHotelService } from './contract';
import { requestRateLimiter } from '../../shared/requestRateLimiter';
import { sharedRedis } from '../../shared/sharedRedis';
import { EmbeddedTireHotel } from './embedded/EmbeddedTireHotel';
import { RedisCodeLogin } from './embedded/RedisCodeLogin';
import {
  LOGIN_RATE_LIMIT,
  type TireHotelRateLimiters,
  VALIDATE_RATE_LIMIT,
} from './handlers/tireHotelHandlers';
import { httpTireHotelService } from './httpClient';

type Env = Record<string, string | undefined>;

/** Where the embedded backend's sqlite file lives. */
export function tireHotelDataDir(env: Env = process.env): string {
  return env.TIREHOTEL_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'tirehotel');
}

export function tireHotelServiceFromEnv(env: Env = process.env): TireHotelService {
  const url = env.TIREHOTEL_URL?.trim();
  if (url) {
    const apiKey = env.TIREHOTEL_API_KEY?.trim();
    return httpTireHotelService(url, apiKey ? { apiKey } : {});
  }
  const logSms =
    env.NODE_ENV === 'production' ? undefined : (line: string) => console.info(`[tirehotel] ${line}`);
  const redis = sharedRedis(env);
  return new EmbeddedTireHotel({
    dataDir: tireHotelDataDir(env),
    ...(logSms ? { logSms } : {}),
    ...(redis ? { sharedLogin: (store, local) => new RedisCodeLogin({ redis, store, local, logSms }) } : {}),
  });
}

export function serverTireHotelService(): TireHotelService {
  return onePerProcess('tireHotelService', () => tireHotelServiceFromEnv());
}

export function serverTireHotelRateLimiters(): TireHotelRateLimiters {
  return onePerProcess('tireHotelRateLimiters', () => ({
    login: requestRateLimiter('tirehotel-login', LOGIN_RATE_LIMIT),
    validate: requestRateLimiter('tirehotel-validate', VALIDATE_RATE_LIMIT),
  }));
}
