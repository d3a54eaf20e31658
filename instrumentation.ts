/**
 * Runs once when the Next.js server starts: refuse to serve with invalid configuration, listing every
 * problem (file, JSON pointer, message), then compile every site's redirect table, so that the first
 * request to a site with a large table does not wait for it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ validateAtStartup, compileRedirectTables, loadSiteConfigs }, { fieldSchemas }] =
      await Promise.all([import('./runtime/server'), import('./registry/fieldSchemas.generated')]);
    validateAtStartup(fieldSchemas);
    compileRedirectTables(loadSiteConfigs());
  }
}
