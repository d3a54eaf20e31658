/**
 * What /healthz reports: whether the configuration validates and which content source serves pages.
 */
import { formatConfigError } from '../config/ConfigError';
import { projectConfigErrors } from '../config/projectConfigErrors';
import type { FieldSchemaRegistry } from '../config/validateProject';
import { contentSourceKind } from '../services/content';

export interface HealthReport {
  status: 'ok' | 'error';
  config: { valid: boolean; errors: string[] };
  contentSource: string;
}

export function healthReport(
  fieldSchemas: FieldSchemaRegistry,
  env: Record<string, string | undefined> = process.env,
): HealthReport {
  const configErrors = projectConfigErrors(fieldSchemas);
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
