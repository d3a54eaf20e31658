/**
 * The deployed project's configuration problems, computed once per process: configs ship with the
 * deployment and do not change while it runs. Server start refuses invalid configuration; /healthz
 * reports the same list. One per process, not per bundle (runtime/cache/onePerProcess.ts): /healthz
 * validating every table again on its first call (seconds with 100k redirect rules) would time out a
 * readiness probe.
 */
import { onePerProcess } from '../cache/onePerProcess';
import { type ConfigError, InvalidConfigError } from './ConfigError';
import { projectRoot } from './projectPaths';
import { type FieldSchemaRegistry, validateProject } from './validateProject';

/** `fieldSchemas` is the registry's map (`registry/fieldSchemas.generated.ts`), handed in by the caller. */
export function projectConfigErrors(fieldSchemas: FieldSchemaRegistry): readonly ConfigError[] {
  return onePerProcess('projectConfigErrors', () => validateProject(projectRoot(), fieldSchemas));
}

/** Throws InvalidConfigError (every problem listed) when the project's configuration is invalid. */
export function validateAtStartup(fieldSchemas: FieldSchemaRegistry): void {
  const found = projectConfigErrors(fieldSchemas);
  if (found.length > 0) throw new InvalidConfigError(found);
}
