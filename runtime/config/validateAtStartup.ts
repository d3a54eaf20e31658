import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { InvalidConfigError } from './ConfigError';
import { projectRoot } from './projectPaths';
import { validateProject } from './validateProject';

/** Throws InvalidConfigError (every problem listed) when the project's configuration is invalid. */
export function validateAtStartup(): void {
  const errors = validateProject(projectRoot(), fieldSchemas);
  if (errors.length > 0) throw new InvalidConfigError(errors);
}
