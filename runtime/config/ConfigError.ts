/**
 * One problem found in the project's configuration or content files. Every validator returns a list of
 * these so that all problems are reported at once, each pointing at a file and a JSON pointer inside it.
 */
export interface ConfigError {
  /** Path of the offending file, relative to the project root. */
  file: string;
  /** RFC 6901 JSON pointer into the file ('' for the whole document). */
  pointer: string;
  message: string;
}

export function formatConfigError(error: ConfigError): string {
  return `${error.file}#${error.pointer || '/'}: ${error.message}`;
}

/** Thrown at build or server start when the configuration is invalid. */
export class InvalidConfigError extends Error {
  constructor(readonly errors: readonly ConfigError[]) {
    super(
      `Invalid configuration (${errors.length} error${errors.length === 1 ? '' : 's'}):\n` +
        errors.map((error) => `  ${formatConfigError(error)}`).join('\n'),
    );
    this.name = 'InvalidConfigError';
  }
}
