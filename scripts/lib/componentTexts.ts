/**
 * The dictionary keys each component reads, found in its source: nothing declares them in one place, and
 * a component's texts are spread over its own folder and the UI kit parts it renders (the car list's
 * count beside the car card's prices). From `components/<Name>/index.ts` the imports are followed name
 * by name through `ui/index.ts` to the files that declare them, and every file reached is read for:
 * - `defineTexts({...})` tables (runtime/i18n/defineTexts.ts): key → Swedish default, a `{ one, other }`
 *   value being a plural text;
 * - `t('key', { defaultValue: '…' })` lookups of a literal key;
 * - template keys (`carListFacet.${field}`): a family of keys by prefix, named by configuration.
 * The runtime (`runtime/`) is not followed: its own texts are `runtime/i18n/defaultTexts.ts`, read here
 * as the `runtimeTexts`. A table this cannot read (a computed entry) is an error naming the file, never a
 * silently shorter list. Used by the generator (registry/dictionaryKeys.generated.ts) and the scaffold.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A text's default: one string, or one per plural category (`{ one, other }`). */
export type TextDefault = string | Readonly<Record<string, string>>;

export interface ComponentTexts {
  /** Key → default, in the order the sources list them. */
  texts: Record<string, TextDefault>;
  /** Prefixes of keys looked up by a computed name (`carListFacet.`), sorted. */
  keyPrefixes: string[];
}

interface Reexport {
  specifier: string;
  name: string;
}

interface ParsedModule {
  source: ts.SourceFile;
  /** Value imports: specifier → imported names (`*` for a namespace, default or bare import). */
  imports: Map<string, Set<string>>;
  /** `export { a as b } from './x'`: b → (./x, a); `export * as ns from './x'`: ns → (./x, *). */
  reexports: Map<string, Reexport>;
  /** `export * from './x'`. */
  starReexports: string[];
  /** Local name → where it was imported from, for tables spread or passed in from another file. */
  importedNames: Map<string, Reexport>;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const TEMPLATE_KEY_PREFIX = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)*\.$/;
const RUNTIME_TEXTS_FILE = 'runtime/i18n/defaultTexts.ts';

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return undefined;
}

function literalText(expression: ts.Expression): string | undefined {
  const value = unwrap(expression);
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : undefined;
}

/** Reads the project's sources; follows only the UI kit and component folders. */
export class ComponentTextsReader {
  private readonly modules = new Map<string, ParsedModule>();
  private readonly textsByFile = new Map<string, ComponentTexts>();

  constructor(private readonly root: string) {}

  /** The texts of `components/<name>/`, from its registry entry and everything it reaches. */
  componentTexts(name: string): ComponentTexts {
    const entry = this.resolve(path.join(this.root, 'components', name, 'index'));
    if (!entry) throw new Error(`components/${name}: no index.ts`);
    const reached = new Set<string>();
    this.reachFile(entry, reached);
    const texts: Record<string, TextDefault> = {};
    const prefixes = new Set<string>();
    for (const file of reached) {
      const found = this.fileTexts(file);
      for (const [key, text] of Object.entries(found.texts))
        if (!Object.hasOwn(texts, key)) texts[key] = text;
      for (const prefix of found.keyPrefixes) prefixes.add(prefix);
    }
    return { texts, keyPrefixes: [...prefixes].sort() };
  }

  /** The runtime's own texts (`runtime/i18n/defaultTexts.ts`), shown on every page. */
  runtimeTexts(): Record<string, TextDefault> {
    const file = path.join(this.root, RUNTIME_TEXTS_FILE);
    const parsed = this.parse(file);
    const texts: Record<string, TextDefault> = {};
    for (const statement of parsed.source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer) this.readTable(file, declaration.initializer, texts);
      }
    }
    return texts;
  }

  private where(file: string, node: ts.Node): string {
    const { source } = this.parse(file);
    const { line } = ts.getLineAndCharacterOfPosition(source, node.getStart(source));
    return `${path.relative(this.root, file)}:${line + 1}`;
  }

  /** Only the UI kit and component folders hold texts; the runtime, schemas and packages are not followed. */
  private followed(file: string): boolean {
    const relative = path.relative(this.root, file).split(path.sep);
    return relative[0] === 'ui' || relative[0] === 'components';
  }

  private resolve(base: string): string | undefined {
    for (const candidate of [
      ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`),
      ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    ]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  private target(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const file = this.resolve(path.resolve(path.dirname(from), specifier));
    return file && this.followed(file) ? file : undefined;
  }

  private parse(file: string): ParsedModule {
    const cached = this.modules.get(file);
    if (cached) return cached;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const parsed: ParsedModule = {
      source,
      imports: new Map(),
      reexports: new Map(),
      starReexports: [],
      importedNames: new Map(),
    };
    const importsOf = (specifier: string) => {
      const names = parsed.imports.get(specifier) ?? new Set<string>();
      parsed.imports.set(specifier, names);
      return names;
    };
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        const names = importsOf(specifier);
        if (!clause || clause.name) names.add('*');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.isTypeOnly) continue;
            const imported = (element.propertyName ?? element.name).text;
            names.add(imported);
            parsed.importedNames.set(element.name.text, { specifier, name: imported });
          }
        }
      } else if (
        ts.isExportDeclaration(statement) &&
        !statement.isTypeOnly &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        const specifier = statement.moduleSpecifier.text;
        const clause = statement.exportClause;
        if (!clause) parsed.starReexports.push(specifier);
        else if (ts.isNamespaceExport(clause))
          parsed.reexports.set(clause.name.text, { specifier, name: '*' });
        else
          for (const element of clause.elements) {
            if (element.isTypeOnly) continue;
            parsed.reexports.set(element.name.text, {
              specifier,
              name: (element.propertyName ?? element.name).text,
            });
          }
      }
    }
    this.modules.set(file, parsed);
    return parsed;
  }

  /** A whole file is used: everything it imports and re-exports is reached too. */
  private reachFile(file: string, reached: Set<string>): void {
    if (reached.has(file)) return;
    reached.add(file);
    const parsed = this.parse(file);
    for (const [specifier, names] of parsed.imports) {
      const target = this.target(file, specifier);
      if (target) for (const name of names) this.reachName(target, name, reached);
    }
    for (const { specifier } of parsed.reexports.values()) {
      const target = this.target(file, specifier);
      if (target) this.reachFile(target, reached);
    }
    for (const specifier of parsed.starReexports) {
      const target = this.target(file, specifier);
      if (target) this.reachFile(target, reached);
    }
  }

  /** One name imported from a file: through a barrel, only the file that declares it is reached. */
  private reachName(file: string, name: string, reached: Set<string>): void {
    if (name === '*') return this.reachFile(file, reached);
    const parsed = this.parse(file);
    const reexport = parsed.reexports.get(name);
    if (reexport) {
      const target = this.target(file, reexport.specifier);
      if (target) this.reachName(target, reexport.name, reached);
      return;
    }
    if (!this.declares(parsed, name)) {
      for (const specifier of parsed.starReexports) {
        const target = this.target(file, specifier);
        if (target && this.exportsName(target, name, new Set())) return this.reachName(target, name, reached);
      }
    }
    this.reachFile(file, reached);
  }

  private declares(parsed: ParsedModule, name: string): boolean {
    return parsed.source.statements.some((statement) => {
      if (ts.isVariableStatement(statement))
        return statement.declarationList.declarations.some(
          (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
        );
      if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))
        return statement.name?.text === name || (name === 'default' && statement.name === undefined);
      return name === 'default' && ts.isExportAssignment(statement);
    });
  }

  private exportsName(file: string, name: string, seen: Set<string>): boolean {
    if (seen.has(file)) return false;
    seen.add(file);
    const parsed = this.parse(file);
    if (parsed.reexports.has(name) || this.declares(parsed, name)) return true;
    return parsed.starReexports.some((specifier) => {
      const target = this.target(file, specifier);
      return target !== undefined && this.exportsName(target, name, seen);
    });
  }

  /** The initializer of a top-level constant of `file`, or of the constant it imports under that name. */
  private constant(file: string, name: string): { file: string; initializer: ts.Expression } | undefined {
    const parsed = this.parse(file);
    for (const statement of parsed.source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return { file, initializer: declaration.initializer };
      }
    }
    const imported = parsed.importedNames.get(name);
    const target = imported?.specifier.startsWith('.')
      ? this.resolve(path.resolve(path.dirname(file), imported.specifier))
      : undefined;
    return imported && target ? this.constant(target, imported.name) : undefined;
  }

  /** Adds a texts table (an object literal, or a constant naming one) to `texts`. */
  private readTable(file: string, expression: ts.Expression, texts: Record<string, TextDefault>): void {
    const value = unwrap(expression);
    if (ts.isIdentifier(value)) {
      const found = this.constant(file, value.text);
      if (found) return this.readTable(found.file, found.initializer, texts);
    }
    if (!ts.isObjectLiteralExpression(value))
      throw new Error(
        `${this.where(file, value)}: a texts table must be an object literal or a constant naming one`,
      );
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) {
        this.readTable(file, property.expression, texts);
        continue;
      }
      const key = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
      const text =
        key === undefined || !ts.isPropertyAssignment(property)
          ? undefined
          : this.textDefault(property.initializer);
      if (key === undefined || text === undefined)
        throw new Error(
          `${this.where(file, property)}: a text must be \`key: 'text'\` or \`key: { one: '…', other: '…' }\``,
        );
      if (!Object.hasOwn(texts, key)) texts[key] = text;
    }
  }

  private textDefault(expression: ts.Expression): TextDefault | undefined {
    const text = literalText(expression);
    if (text !== undefined) return text;
    const value = unwrap(expression);
    if (!ts.isObjectLiteralExpression(value)) return undefined;
    const forms: Record<string, string> = {};
    for (const property of value.properties) {
      const category = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
      const form = ts.isPropertyAssignment(property) ? literalText(property.initializer) : undefined;
      if (category === undefined || form === undefined) return undefined;
      forms[category] = form;
    }
    return 'other' in forms ? forms : undefined;
  }

  /** The texts tables, literal lookups and template key prefixes of one file (read once). */
  private fileTexts(file: string): ComponentTexts {
    const cached = this.textsByFile.get(file);
    if (cached) return cached;
    const texts: Record<string, TextDefault> = {};
    const prefixes = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const calleeName = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        const [first, second] = node.arguments;
        if (calleeName === 'defineTexts' && first) this.readTable(file, first, texts);
        const key = calleeName === 't' && first ? literalText(first) : undefined;
        if (key !== undefined && !Object.hasOwn(texts, key)) texts[key] = this.lookupDefault(second) ?? key;
      }
      if (ts.isTemplateExpression(node) && TEMPLATE_KEY_PREFIX.test(node.head.text))
        prefixes.add(node.head.text);
      ts.forEachChild(node, visit);
    };
    visit(this.parse(file).source);
    const found = { texts, keyPrefixes: [...prefixes] };
    this.textsByFile.set(file, found);
    return found;
  }

  /** `defaultValue` of a lookup's options (`t('footerCopy', { defaultValue: 'Kopiera' })`). */
  private lookupDefault(options: ts.Expression | undefined): string | undefined {
    const value = options && unwrap(options);
    if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
    for (const property of value.properties) {
      if (ts.isPropertyAssignment(property) && propertyName(property.name) === 'defaultValue')
        return literalText(property.initializer);
    }
    return undefined;
  }
}

/** A counted text: its default is one text per plural category. */
export function isPluralText(text: TextDefault): text is Readonly<Record<string, string>> {
  return typeof text !== 'string';
}

/**
 * `registry/dictionaryKeys.generated.ts`: per component, the keys it reads (plain and plural) and the
 * key families it computes — what `npm run validate` checks each market's dictionaries against.
 */
export function dictionaryKeysSource(root: string, names: readonly string[]): string {
  const reader = new ComponentTextsReader(root);
  const list = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
  const entries = names.map((name) => {
    const { texts, keyPrefixes } = reader.componentTexts(name);
    const keys = Object.keys(texts).sort();
    const plain = keys.filter((key) => !isPluralText(texts[key] ?? ''));
    const plurals = keys.filter((key) => isPluralText(texts[key] ?? ''));
    return [
      `  ${name}: {`,
      `    texts: ${list(plain)},`,
      `    plurals: ${list(plurals)},`,
      `    prefixes: ${list(keyPrefixes)},`,
      '  },',
    ].join('\n');
  });
  return [
    '/* Generated by `npm run generate` from the texts the components read (scripts/lib/componentTexts.ts). Do not edit. */',
    '// Validation side: the dictionary keys each component reads, its own texts and those of the UI kit parts it renders.',
    '',
    'export const dictionaryKeys: Readonly<',
    '  Record<string, { texts: readonly string[]; plurals: readonly string[]; prefixes: readonly string[] }>',
    '> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
