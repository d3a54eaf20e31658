/**
 * Reads an index file back. `npm run seed` writes one record per line, so a large index (100,000 cars is
 * ~700 MB, beyond V8's longest string) is parsed line by line instead of as one string; any other JSON
 * array (a hand-written fixture) is parsed whole. Server-only.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export class IndexFileError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = 'IndexFileError';
  }
}

function parseRecordLine(file: string, line: string, lineNumber: number): unknown {
  const json = line.endsWith(',') ? line.slice(0, -1) : line;
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new IndexFileError(file, `line ${lineNumber} is not a JSON record (${(error as Error).message})`);
  }
}

export async function readIndexFile(file: string): Promise<unknown[]> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  const records: unknown[] = [];
  const whole: string[] = [];
  let lineMode: boolean | undefined;
  let closed = false;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    lineMode ??= line.trim() === '[';
    if (!lineMode) {
      whole.push(line);
    } else if (lineNumber > 1 && line.trim() !== '') {
      if (closed)
        throw new IndexFileError(file, `unexpected content after the closing bracket on line ${lineNumber}`);
      if (line.trim() === ']') closed = true;
      else records.push(parseRecordLine(file, line, lineNumber));
    }
  }
  if (lineMode) {
    if (!closed) throw new IndexFileError(file, 'the array is not closed (a half-written file?)');
    return records;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(whole.join('\n'));
  } catch (error) {
    throw new IndexFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new IndexFileError(file, 'expected a JSON array of records');
  return parsed as unknown[];
}
