/**
 * The market fonts' files (runtime/theme/fontFaces.ts) as the browser gets them: read from their @fontsource
 * package on first request and kept (six files, 270 kB in all). Only the names fontFaces.ts gives are served;
 * their URLs carry the packages' version, so each is cached for a year.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { projectRoot } from '../config/projectPaths';
import { fontPackageFile } from '../theme/fontFaces';

const METHODS = 'GET, HEAD';
const files = new Map<string, Promise<Buffer>>();

function fontFile(packageName: string, file: string): Promise<Buffer> {
  const location = path.join(projectRoot(), 'node_modules', packageName, file);
  let bytes = files.get(location);
  if (!bytes) {
    bytes = readFile(location);
    files.set(location, bytes);
    bytes.catch(() => files.delete(location));
  }
  return bytes;
}

export async function serveFontFile(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    req.resume();
    res.setHeader('Allow', METHODS);
    res.status(405).json({ error: `Only ${METHODS} are supported.` });
    return;
  }
  const source = typeof req.query.file === 'string' ? fontPackageFile(req.query.file) : undefined;
  if (!source) {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.status(404).json({ error: 'No such font file.' });
    return;
  }
  const bytes = await fontFile(source.packageName, source.file);
  res.setHeader('Content-Type', 'font/woff2');
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
