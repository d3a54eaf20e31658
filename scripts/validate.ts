/**
 * `npm run validate`: checks every site config, dictionary, layout file and redirect table, and every
 * component's catalogue examples, and prints each problem as `file#pointer: message`, a near-miss with the
 * likely name. Exit code 1 when anything is wrong; warnings (texts a Swedish dictionary leaves to the
 * code's Swedish defaults) are printed and pass.
 */
import { dictionaryKeys } from '../registry/dictionaryKeys.generated';
import { fieldSchemas } from '../registry/fieldSchemas.generated';
import { validateCatalogues } from '../runtime/catalogue/validateCatalogues';
import { formatConfigError } from '../runtime/config/ConfigError';
import { validateProjectReport } from '../runtime/config/validateProject';

const root = process.cwd();
const report = validateProjectReport(root, fieldSchemas, dictionaryKeys);
for (const warning of report.warnings) console.warn(`warning: ${formatConfigError(warning)}`);
const errors = [...report.errors, ...validateCatalogues(root, fieldSchemas)];
if (errors.length > 0) {
  console.error(`Configuration is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):`);
  for (const error of errors) console.error(`  ${formatConfigError(error)}`);
  process.exit(1);
}
console.log('Configuration is valid.');
