/**
 * The deployed project's configuration problems, computed once per process: configs ship with the
 * deployment and do not change while it runs. Server start refuses invalid configuration; /healthz
 * reports the same list. Kept on globalThis: instrumentation and each API route are bundled apart, each
 * with its own copy of this module, and /healthz validating every table again (seconds with 100k
 * redirect rules) on its first call would time out a readiness probe.
 */
import { type ConfigError, InvalidConfigError } from './ConfigError';
import { projectRoot } from './projectPaths';
import { type FieldSchemaRegistry, validateProject } from './validateProject';

const ERRORS_KEY = Symbol.for('car-retail.projectConfigErrors');
const processGlobals = globalThis as typeof globalThis & { [ERRORS_KEY]?: readonly ConfigError[] };

/** `fieldSchemas` is the registry's map (`registry/fieldSchemas.generated.ts`), handed in by the caller. */
export function projectConfigErrors(fieldSchemas: FieldSchemaRegistry): readonly ConfigError[] {
  processGlobals[ERRORS_KEY] ??= validateProject(projectRoot(), fieldSchemas);
  return processGlobals[ERRORS_KEY];
}

/** Throws InvalidConfigError (every problem listed) when the project's configuration is invalid. */
export function validateAtStartup(fieldSchemas: FieldSchemaRegistry): void {
  const found = projectConfigErrors(fieldSchemas);
  if (found.length > 0) throw new InvalidConfigError(found);
}
