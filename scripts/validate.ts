/**
 * `npm run validate`: checks every site config, dictionary, layout file and redirect table, and every
 * component's catalogue examples, and prints each problem as `file#pointer: message`. Exit code 1 when
 * anything is wrong.
 */
import { fieldSchemas } from '../registry/fieldSchemas.generated';
import { validateCatalogues } from '../runtime/catalogue/validateCatalogues';
import { formatConfigError } from '../runtime/config/ConfigError';
import { validateProject } from '../runtime/config/validateProject';

const root = process.cwd();
const errors = [...validateProject(root, fieldSchemas), ...validateCatalogues(root, fieldSchemas)];
if (errors.length > 0) {
  console.error(`Configuration is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):`);
  for (const error of errors) console.error(`  ${formatConfigError(error)}`);
  process.exit(1);
}
console.log('Configuration is valid.');
