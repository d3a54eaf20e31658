/**
 * Runs once when the Next.js server starts: refuse to serve with invalid configuration, listing every
 * problem (file, JSON pointer, message), then compile every site's redirect table, so that the first
 * request to a site with a large table does not wait for it, and start handing the lead outbox's pending
 * leads to the form hub and loading the embedded search's indexes in the background (not while `next
 * build` prerenders: only a serving process delivers, and the build loads the indexes its pages use).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [
      { validateAtStartup, compileRedirectTables, loadSiteConfigs, preloadSearchIndexes, startLeadDelivery },
      { fieldSchemas },
    ] = await Promise.all([import('./runtime/server'), import('./registry/fieldSchemas.generated')]);
    validateAtStartup(fieldSchemas);
    compileRedirectTables(loadSiteConfigs());
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      startLeadDelivery();
      void preloadSearchIndexes();
    }
  }
}
