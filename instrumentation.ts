/**
 * Runs once when the Next.js server starts: refuse to serve with invalid configuration, listing every
 * problem (file, JSON pointer, message).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ validateAtStartup }, { fieldSchemas }] = await Promise.all([
      import('./runtime/server'),
      import('./registry/fieldSchemas.generated'),
    ]);
    validateAtStartup(fieldSchemas);
  }
}
