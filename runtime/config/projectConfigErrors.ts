/**
 * The deployed project's configuration problems, computed once per process: configs ship with the
 * deployment and do not change while it runs. Server start refuses invalid configuration; /healthz
 * reports the same list.
 */
import { type ConfigError, InvalidConfigError } from './ConfigError';
import { projectRoot } from './projectPaths';
import { type FieldSchemaRegistry, validateProject } from './validateProject';

let errors: readonly ConfigError[] | undefined;

/** `fieldSchemas` is the registry's map (`registry/fieldSchemas.generated.ts`), handed in by the caller. */
export function projectConfigErrors(fieldSchemas: FieldSchemaRegistry): readonly ConfigError[] {
  errors ??= validateProject(projectRoot(), fieldSchemas);
  return errors;
}

/** Throws InvalidConfigError (every problem listed) when the project's configuration is invalid. */
export function validateAtStartup(fieldSchemas: FieldSchemaRegistry): void {
  const found = projectConfigErrors(fieldSchemas);
  if (found.length > 0) throw new InvalidConfigError(found);
}
