/**
 * Next.js bundles the page routes, the API routes, the proxy and instrumentation apart, each with its own
 * copy of every module it imports, so a value kept in a module variable exists once per bundle: the
 * embedded search engines were built twice, once for the pages' loaders and once for `/api/search`
 * (docs/ARCHITECTURE.md, "Memory bounds"). What must exist once per process is kept on globalThis under
 * a registered symbol instead, where every copy of this module finds the same registry. Server-only.
 */
const REGISTRY_KEY = Symbol.for('car-retail.onePerProcess');

const processGlobals = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Map<string, unknown> };

/**
 * The process's value under `name`, created by `create` on first use. Each name belongs to one call site,
 * which alone decides its type.
 */
export function onePerProcess<T>(name: string, create: () => T): T {
  const registry = (processGlobals[REGISTRY_KEY] ??= new Map<string, unknown>());
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}

/** Forgets every value, as a new process would start: for tests that each stand for a fresh server. */
export function forgetOnePerProcessValues(): void {
  processGlobals[REGISTRY_KEY]?.clear();
}
