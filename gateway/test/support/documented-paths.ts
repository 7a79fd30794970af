import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders no document means when it names a path: installed packages, build output, test and run leftovers. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'coverage', '.git', 'var']);

/** The files below a folder whose names match, outside the skipped folders. */
export function filesUnder(directory: string, wanted: RegExp): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(path, wanted);
    return wanted.test(entry.name) ? [path] : [];
  });
}

/** Where a path the architecture map names may start: the repository, a workspace or its sources. */
const STARTS = [
  '',
  'gateway/src/',
  'gateway/',
  'web/src/',
  'web/',
  'emulator/src/',
  'emulator/',
  'schema/src/',
  'schema/',
];
const FILE_NAME = /^[\w.*-]+\.(ts|tsx|mts|mjs|js|json|md|ya?ml|graphql|css|html)$|^Dockerfile$/;
/** What the build makes (ignored by git): named by the map, found by their sources. */
const BUILT = /^(?<workspace>\w+)\/(?:dist|dist-server)(?:\/(?<name>[\w.-]+?)\.js)?$/;

/**
 * The code spans of a Markdown text, outside fenced blocks, that name a path: with a slash or a file name; not a
 * route (`/graphql`), a package (`@fastify/compress`), an extension (`.graphql`), an address or a setting.
 */
export function pathsNamedIn(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((span) => !/^[/@]|^\.[\w-]+$|:|=/.test(span) && (span.includes('/') || FILE_NAME.test(span)));
}

/** A named path as a pattern over repository paths: `<area>` and `*` stand for one name, `**` for folders. */
function patternOf(path: string): string {
  return path
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*|<[^>]+>)/)
    .map((part) => (part === '**/' ? '(?:.+/)?' : part === '*' || part.startsWith('<') ? '[^/]+' : escape(part)))
    .join('');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path the map names is in the repository (`files`: its files, relative to the root): from the root,
 * a workspace or its sources; a bare file name anywhere; a folder as the start of a file's path; the build's
 * output by its source (`web/dist-server/entry-server.js` by `web/src/entry-server.tsx`); what the runs make
 * (`test-results/`) as it is.
 */
export function isInRepository(path: string, files: string[]): boolean {
  if (SKIPPED_DIRECTORIES.has(path.split('/')[0]!)) return true;
  const built = BUILT.exec(path.replace(/\/$/, ''))?.groups;
  if (built) {
    const source = `${built.workspace}/src/${built.name ?? ''}`;
    return files.some(
      (file) => file.startsWith(source) && (!built.name || /^\.[mc]?[jt]sx?$/.test(file.slice(source.length))),
    );
  }
  const pattern = patternOf(path);
  const wanted = path.includes('/')
    ? new RegExp(`^(?:${STARTS.map(escape).join('|')})${pattern}(?:/.+)?$`)
    : new RegExp(`(?:^|/)${pattern}$`);
  return files.some((file) => wanted.test(file));
}

/** Every file of the repository (outside the skipped folders), relative to its root, with `/`. */
export const repositoryFiles = (root: string) =>
  filesUnder(root, /./).map((path) => relative(root, path).split('\\').join('/'));
