/**
 * The import graph of the project's own code, checked against `layers.json`: every import of a file in
 * one top-level folder ("room") must be one its room allows, no component folder imports another, and no
 * files import each other in a loop. `tests/architecture/imports.test.ts` runs it in `npm test`; ESLint
 * reads the same table, so an editor shows a forbidden import as it is typed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface LayerTable {
  layers: Record<string, string[]>;
  componentFoldersApart: string;
  anything: string[];
}

export interface ImportViolation {
  from: string;
  to: string;
  reason: string;
}

export interface ImportReport {
  files: number;
  violations: ImportViolation[];
  /** Each loop as the files in it, sorted. */
  cycles: string[][];
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'data',
  'public',
  'test-results',
  'test-reports',
  'playwright-report',
]);
// Copied into the e2e build's components/ (scripts/e2e.ts); they are components there, fixtures here.
const FIXTURE_COMPONENTS = path.join('tests', 'e2e', 'fixtures', 'components');
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.json', '/index.ts', '/index.tsx'];

export function readLayerTable(root: string): LayerTable {
  return JSON.parse(
    readFileSync(path.join(root, 'scripts', 'architecture', 'layers.json'), 'utf8'),
  ) as LayerTable;
}

function sourceFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (name.startsWith('.') || SKIPPED_FOLDERS.has(name) || relative === FIXTURE_COMPONENTS) return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(fromFile), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** The files a file imports: static and dynamic imports and re-exports, resolved to project files. */
function importsOf(root: string, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => resolveImport(root, file, fileName) ?? []);
}

function roomOf(file: string): string {
  const parts = file.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

function importRule(table: LayerTable, from: string, to: string): string | null {
  const fromRoom = roomOf(from);
  const toRoom = roomOf(to);
  if (fromRoom === toRoom) {
    const apart = table.componentFoldersApart;
    if (fromRoom !== apart) return null;
    const [, fromFolder] = from.split(path.sep);
    const [, toFolder] = to.split(path.sep);
    return fromFolder === toFolder
      ? null
      : `one component folder may not import another (${apart}/${toFolder})`;
  }
  if (table.anything.includes(fromRoom)) return null;
  const allowed = table.layers[fromRoom];
  if (!allowed) return `${fromRoom}/ is not in the layer table`;
  const target = to.split(path.sep).join('/');
  if (allowed.includes(toRoom) || allowed.includes(target)) return null;
  const doors = allowed.filter((entry) => entry.startsWith(`${toRoom}/`));
  return doors.length > 0
    ? `${fromRoom}/ may import ${toRoom}/ only through ${doors.join(' or ')}`
    : `${fromRoom}/ may not import ${toRoom}/`;
}

/** Tarjan's strongly connected components; every component of more than one file is a loop. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

export function checkImports(root: string): ImportReport {
  const table = readLayerTable(root);
  const files = sourceFiles(root);
  const graph = new Map<string, string[]>();
  const violations: ImportViolation[] = [];
  for (const file of files) {
    const targets = importsOf(root, file);
    graph.set(file, targets);
    if (TEST.test(file)) continue;
    for (const target of targets) {
      const reason = importRule(table, file, target);
      if (reason) violations.push({ from: file, to: target, reason });
    }
  }
  return { files: files.length, violations, cycles: findCycles(graph) };
}
