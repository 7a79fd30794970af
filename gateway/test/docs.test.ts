import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps the repository's documents honest: the README and the architecture map stay short, every relative
 * link leads to a file that exists, the decisions keep their shape, and code comments cite the shop's own
 * behaviour documents (docs/behaviour/), not a specification the repository does not hold.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'coverage', '.git', 'var']);
/** Generated from the schema (web/src/gql): what it says is the SDL's, changed where the SDL is. */
const GENERATED = ['web/src/gql/'];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|graphql|css)$/;

function filesUnder(directory: string, wanted: RegExp): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(path, wanted);
    return wanted.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const lineCount = (path: string) => read(path).replace(/\n$/, '').split('\n').length;
const repositoryPath = (path: string) => relative(ROOT, path).split('\\').join('/');

/** The repository's Markdown documents: the README and everything under docs/. */
const documents = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs'), /\.md$/)];

/** The decision records in docs/adr/, one file a number; its README.md is their index. */
const decisionRecords = () =>
  readdirSync(join(ROOT, 'docs/adr')).filter((name) => name.endsWith('.md') && name !== 'README.md');

/** The cells of a Markdown table's row, trimmed. */
const cellsOf = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** Markdown links `[text](target)` outside code blocks and code spans. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Comment lines of a code file: `//`, block comments (`/*`, ` * `) and, in GraphQL, `#`. */
function commentLines(path: string): { line: number; text: string }[] {
  const comment = path.endsWith('.graphql') ? /^\s*#/ : /^\s*(\/\/|\/\*|\*)|\/\/|\/\*/;
  return read(path)
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => comment.test(text));
}

const codeFiles = ['schema', 'emulator', 'gateway', 'web', 'bench', 'scripts']
  .flatMap((workspace) => filesUnder(join(ROOT, workspace), CODE_FILE))
  .filter((path) => !GENERATED.some((prefix) => repositoryPath(path).startsWith(prefix)));

describe('the documents a newcomer reads', () => {
  it('keeps the README to at most 150 lines, with the start command the README start test runs', () => {
    expect(lineCount(join(ROOT, 'README.md'))).toBeLessThanOrEqual(150);
    expect(read(join(ROOT, 'README.md'))).toMatch(/^npm ci && npm start\b/m);
  });

  it('keeps the architecture map to at most 300 lines, without issue numbers in headings or links outside the repository', () => {
    const map = read(join(ROOT, 'docs/ARCHITECTURE.md'));
    expect(lineCount(join(ROOT, 'docs/ARCHITECTURE.md'))).toBeLessThanOrEqual(300);
    expect(map.split('\n').filter((line) => /^#/.test(line) && /issue\s*\d|#\d/i.test(line))).toEqual([]);
    expect(linksOf(map).filter(isExternal)).toEqual([]);
    expect(map).not.toMatch(/\.\.\/shared\b/);
  });

  it('has every relative link of the README and docs/ lead to a file of the repository', () => {
    const broken = documents.flatMap((document) =>
      linksOf(read(document))
        .filter((target) => !isExternal(target) && !target.startsWith('#'))
        .map((target) => ({
          document: repositoryPath(document),
          target,
          path: resolve(dirname(document), target.split('#')[0]!),
        }))
        .filter(({ path }) => !path.startsWith(ROOT + '/') || !existsSync(path))
        .map(({ document, target }) => `${document} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('records every decision in docs/adr/ as NNNN-title.md with its number, context, decision and consequences', () => {
    const records = decisionRecords();
    expect(records.length).toBeGreaterThanOrEqual(4);
    const misshapen = records.filter((name) => {
      const text = read(join(ROOT, 'docs/adr', name));
      const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
      return (
        !number ||
        !text.startsWith(`# ${Number(number)}. `) ||
        !['## Context', '## Decision', '## Consequences'].every((heading) => text.includes(`\n${heading}\n`))
      );
    });
    expect(misshapen).toEqual([]);
  });
});

describe('the index of decisions', () => {
  it('lists every record in docs/adr/README.md with its title and the day it was written down, and in the map', () => {
    const indexRows = read(join(ROOT, 'docs/adr/README.md')).split('\n');
    const map = read(join(ROOT, 'docs/ARCHITECTURE.md'));
    const unlisted = decisionRecords().flatMap((name) => {
      const text = read(join(ROOT, 'docs/adr', name));
      const title = /^# \d+\. (.+)$/m.exec(text)?.[1];
      const writtenDown = /^Date: (\d{4}-\d\d-\d\d)/m.exec(text)?.[1];
      const row = indexRows.find((line) => line.includes(`](${name})`));
      const [, indexTitle, , indexWrittenDown] = row ? cellsOf(row) : [];
      return [
        ...(indexTitle === title && indexWrittenDown === writtenDown ? [] : [`docs/adr/README.md → ${name}`]),
        ...(map.includes(`](adr/${name})`) ? [] : [`docs/ARCHITECTURE.md → ${name}`]),
      ];
    });
    expect(unlisted).toEqual([]);
  });
});

describe("code comments cite the shop's own documents", () => {
  it("cites no 'spec §' of a document the repository does not hold", () => {
    const citations = codeFiles.flatMap((path) =>
      commentLines(path)
        .filter(({ text }) => /spec\s*§/i.test(text))
        .map(({ line }) => `${repositoryPath(path)}:${line}`),
    );
    expect(citations).toEqual([]);
  });

  it('cites only documents under docs/ that exist', () => {
    const missing = codeFiles.flatMap((path) =>
      commentLines(path).flatMap(({ line, text }) =>
        [...text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
          .filter((match) => !existsSync(join(ROOT, match[0])))
          .map((match) => `${repositoryPath(path)}:${line} → ${match[0]}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
