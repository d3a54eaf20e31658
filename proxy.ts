/**
 * Next.js request proxy (formerly "middleware"): runs before every page. The steps live in
 * runtime/proxy/siteProxy.ts.
 */
import type { NextRequest } from 'next/server';
import { siteProxy } from './runtime/proxy/siteProxy';

export function proxy(request: NextRequest) {
  return siteProxy(request);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
