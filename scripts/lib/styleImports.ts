/**
 * Lets the project's Node scripts (generate, validate: `tsx --import ./scripts/lib/styleImports.ts …`)
 * load modules that import CSS, as the registry's components do: Next.js and Vitest compile stylesheets,
 * Node has no loader for them. A `.css` import becomes a module whose default export answers every class
 * name with the name itself; the scripts read entries, schemas and loaders, never styles.
 */
import { registerHooks } from 'node:module';

const CSS_MODULE_SOURCE =
  "export default new Proxy({}, { get: (_, key) => (typeof key === 'string' ? key : undefined) });";

registerHooks({
  load(url, context, nextLoad) {
    if (new URL(url).pathname.endsWith('.css'))
      return { format: 'module', source: CSS_MODULE_SOURCE, shortCircuit: true };
    return nextLoad(url, context);
  },
});
