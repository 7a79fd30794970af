import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { filesUnder, isInRepository, pathsNamedIn, repositoryFiles } from './support/documented-paths.js';
import { runsPerMutation } from './support/fuzz-runs.js';

/**
 * Keeps the repository's documents honest: the README and the architecture map stay short, every relative
 * link leads to a file that exists, the decisions keep their shape and their index, the counts the documents
 * state are those of the code, and code comments cite the shop's own behaviour documents (docs/behaviour/),
 * not a specification the repository does not hold.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Generated from the schema (web/src/gql): what it says is the SDL's, changed where the SDL is. */
const GENERATED = ['web/src/gql/'];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|graphql|css)$/;

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

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** A count as the documents write it, `37`, `10,027` or `seven`; NaN for any other word. */
function countOf(written: string): number {
  if (/^\d[\d,]*$/.test(written)) return Number(written.replace(/,/g, ''));
  const index = NUMBER_WORDS.indexOf(written.toLowerCase());
  return index < 0 ? NaN : index;
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

describe('the counts and paths the documents state', () => {
  const packageJson = JSON.parse(read(join(ROOT, 'package.json'))) as {
    scripts: Record<string, string>;
    overrides: Record<string, string>;
  };

  it("gives testing.md's mutation and fuzz counts as the committed SDL and the fuzz suite's settings make them", () => {
    const mutations = Object.keys(
      buildSchema(read(join(ROOT, 'schema/schema.graphql')))
        .getMutationType()!
        .getFields(),
    ).length;
    const testing = read(join(ROOT, 'docs/testing.md'));
    const fuzzRow = testing.split('\n').find((line) => line.includes('**Fuzz**'))!;
    const full = /`FUZZ_RUNS=(\d+)` \(([\d,]+) per mutation, ([\d,]+) in all/.exec(fuzzRow);
    expect({
      mutations: countOf(/for all ([\d,]+) mutations/.exec(fuzzRow)?.[1] ?? ''),
      inputsInCi: countOf(/\| ([\d,]+) inputs \|/.exec(fuzzRow)?.[1] ?? ''),
      fullPerMutation: countOf(full?.[2] ?? ''),
      fullInAll: countOf(full?.[3] ?? ''),
    }).toEqual({
      mutations,
      inputsInCi: runsPerMutation(mutations, undefined) * mutations,
      fullPerMutation: runsPerMutation(mutations, full?.[1]),
      fullInAll: runsPerMutation(mutations, full?.[1]) * mutations,
    });
  });

  it('names every pinned package in ADR 16 with its release and why, and in the map; no document miscounts them', () => {
    const adr = read(join(ROOT, 'docs/adr/0016-node-20-and-pinned-packages.md'));
    const map = read(join(ROOT, 'docs/ARCHITECTURE.md'));
    const pins = Object.entries(packageJson.overrides);
    const unexplained = pins
      .filter(
        ([name, release]) => !new RegExp(`^\\s*- \`${name}\` ${release.replace(/\./g, '\\.')}: .{20,}`, 'm').test(adr),
      )
      .map(([name]) => `ADR 16 → ${name}`);
    const unmapped = pins.filter(([name]) => !map.includes(`\`${name}\``)).map(([name]) => `ARCHITECTURE → ${name}`);
    const miscounted = [...documents, join(ROOT, 'bench/README.md')].flatMap((document) =>
      [...read(document).matchAll(/\b(\w+) (?:pinned|transitive|overridden) packages\b/gi)]
        .filter((match) => !Number.isNaN(countOf(match[1]!)) && countOf(match[1]!) !== pins.length)
        .map((match) => `${repositoryPath(document)}: ${match[0]}`),
    );
    expect([...unexplained, ...unmapped, ...miscounted]).toEqual([]);
  });

  it('lists in bench/README.md the scripts `npm run bench` runs, counted and in their order, each with its section', () => {
    const readme = read(join(ROOT, 'bench/README.md'));
    const scriptsOf = (script: string) =>
      [...packageJson.scripts[script]!.matchAll(/bench\/([\w-]+\.ts)/g)].map((match) => match[1]!);
    const sentence = /`npm run bench` runs the (\w+) scripts one after the other \(([^)]*)\)/.exec(readme);
    expect({
      count: countOf(sentence?.[1] ?? ''),
      scripts: [...(sentence?.[2] ?? '').matchAll(/`([\w-]+\.ts)`/g)].map((match) => match[1]),
    }).toEqual({ count: scriptsOf('bench').length, scripts: scriptsOf('bench') });
    const withoutSection = [...scriptsOf('bench'), ...scriptsOf('perf')].filter(
      (script) => !readme.includes(`\n## \`${script}\``),
    );
    expect(withoutSection).toEqual([]);
  });

  it('names in the architecture map only paths of the repository', () => {
    const files = repositoryFiles(ROOT);
    const missing = pathsNamedIn(read(join(ROOT, 'docs/ARCHITECTURE.md'))).filter(
      (path) => !isInRepository(path, files),
    );
    expect(missing).toEqual([]);
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
