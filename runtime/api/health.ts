/**
 * What /healthz reports: whether the configuration validates and which content source serves pages.
 * Validation reads every config file, so its result is kept for the life of the process (configs are
 * part of the deployment and do not change while it runs).
 */
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { type ConfigError, formatConfigError } from '../config/ConfigError';
import { projectRoot } from '../config/projectPaths';
import { validateProject } from '../config/validateProject';
import { contentSourceKind } from '../content/createContentSource';

export interface HealthReport {
  status: 'ok' | 'error';
  config: { valid: boolean; errors: string[] };
  contentSource: string;
}

let configErrors: ConfigError[] | undefined;

export function healthReport(env: Record<string, string | undefined> = process.env): HealthReport {
  configErrors ??= validateProject(projectRoot(), fieldSchemas);
  let contentSource: string;
  let sourceOk = true;
  try {
    contentSource = contentSourceKind(env);
  } catch (error) {
    contentSource = `invalid: ${(error as Error).message}`;
    sourceOk = false;
  }
  const valid = configErrors.length === 0;
  return {
    status: valid && sourceOk ? 'ok' : 'error',
    config: { valid, errors: configErrors.map(formatConfigError) },
    contentSource,
  };
}
