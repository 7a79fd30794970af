// Every import between the repository's own source files, type-only ones and `import()` included, as
// TypeScript reads and resolves them (so './x.js' finds x.ts and '@weingut/schema/y' finds schema/src/y.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'var', 'results', 'test-results', 'coverage']);

const nodeOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowJs: true,
  resolveJsonModule: true,
};
// The web client is bundled by Vite: its imports may leave the extension out.
const bundlerOptions = {
  ...nodeOptions,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const topFolder = (path) => path.split('/')[0];

/**
 * Files (paths relative to root) and their imports of one another: Map<file, Set<file>>; and the relative
 * imports that reach into another top-level folder (a workspace is imported by its package name).
 */
export function readImports(root, folders) {
  const files = folders.flatMap((folder) => sourceFiles(root, folder));
  const graph = new Map(files.map((file) => [file, new Set()]));
  const crossings = [];
  for (const file of files) {
    const absolute = join(root, file);
    const options = file.startsWith('web/') ? bundlerOptions : nodeOptions;
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, absolute, options, ts.sys);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = relative(root, ts.sys.realpath(resolvedModule.resolvedFileName));
      if (graph.has(target)) graph.get(file).add(target);
      if (fileName.startsWith('.') && topFolder(target) !== topFolder(file)) crossings.push({ file, target });
    }
  }
  return { graph, crossings };
}
