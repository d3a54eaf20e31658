import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The file every bench writes its section of, relative to the project root. */
export const DOC_FILE = path.join('docs', 'BENCHMARKS.md');

const DOC_TITLE =
  '# Benchmarks\n\nFigures measured by the scripts in `scripts/bench/`; each section is rewritten by its script.\n';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces the section (up to the next `## ` heading) or appends it; other sections are kept. */
function withSection(document: string, heading: string, section: string): string {
  const start = document.search(new RegExp(`^${escapeRegExp(heading)}\\s*$`, 'm'));
  if (start === -1) return `${document.trimEnd()}\n\n${section}`;
  const rest = document.slice(start + heading.length);
  const next = rest.search(/^## /m);
  const end = next === -1 ? document.length : start + heading.length + next;
  return `${document.slice(0, start)}${section}\n${document.slice(end)}`;
}

/**
 * Writes `## <title>` and its body into the file and formats the file with the project's Prettier
 * settings (format:check covers docs).
 */
export async function writeDocSection(file: string, title: string, body: string): Promise<void> {
  const heading = `## ${title}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : DOC_TITLE;
  const options = (await resolveConfig(file)) ?? {};
  const formatted = await format(withSection(current, heading, `${heading}\n\n${body}`), {
    ...options,
    filepath: file,
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, formatted);
}
