/**
 * The deployed project's configuration problems, computed once per process: configs ship with the
 * deployment and do not change while it runs. Server start refuses invalid configuration; /healthz
 * reports the same list.
 */
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { type ConfigError, InvalidConfigError } from './ConfigError';
import { projectRoot } from './projectPaths';
import { validateProject } from './validateProject';

let errors: readonly ConfigError[] | undefined;

export function projectConfigErrors(): readonly ConfigError[] {
  errors ??= validateProject(projectRoot(), fieldSchemas);
  return errors;
}

/** Throws InvalidConfigError (every problem listed) when the project's configuration is invalid. */
export function validateAtStartup(): void {
  const found = projectConfigErrors();
  if (found.length > 0) throw new InvalidConfigError(found);
}
