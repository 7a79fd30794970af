// Prints the repository's import figures: files, imports and circles (type-only imports included), and the
// gateway's parts, their levels and the imports that run back up against its drawn layers (docs/ARCHITECTURE.md),
// and relative imports from one workspace into another. Exits 1 on any circle, arrow back up or such import; `npm run lint` runs it. Usage: node scripts/import-graph.mjs [root]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCircles } from './import-graph/circles.mjs';
import { arrowsAgainstLayers, gatewayArrows, gatewayPartOf, partLevels } from './import-graph/gateway-parts.mjs';
import { readImports } from './import-graph/read-imports.mjs';

const WORKSPACES = ['schema', 'emulator', 'gateway', 'web', 'testkit', 'bench', 'scripts'];
const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const folders = WORKSPACES.filter((folder) => existsSync(join(root, folder)));

const { graph, crossings } = readImports(root, folders);
const importCount = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
const circles = findCircles(graph);
console.log(`${graph.size} files (${folders.join(', ')}), ${importCount} imports, ${circles.length} import circles`);
for (const circle of circles) {
  console.log(`  circle of ${circle.length}:`);
  for (const file of circle) {
    const inCircle = [...graph.get(file)].filter((target) => circle.includes(target));
    console.log(`    ${file} → ${inCircle.join(', ')}`);
  }
}

const parts = [...new Set([...graph.keys()].map(gatewayPartOf).filter(Boolean))];
const arrows = gatewayArrows(graph);
const { levels, loops } = partLevels(parts, arrows);
const backUp = arrowsAgainstLayers(arrows);
const levelCount = Math.max(0, ...levels.values());
console.log(
  `gateway/src: ${parts.length} parts on ${levelCount} levels, ${backUp.length} imports run back up` +
    (loops.length ? `, parts in a loop: ${loops.join(', ')}` : ''),
);
for (let level = levelCount; level >= 1; level -= 1) {
  const onLevel = parts.filter((part) => levels.get(part) === level);
  if (onLevel.length) console.log(`  level ${level}: ${onLevel.sort().join(' ')}`);
}
for (const { file, target } of backUp) console.log(`  back up: ${file} → ${target}`);

console.log(`${crossings.length} relative imports reach into another workspace`);
for (const { file, target } of crossings) console.log(`  ${file} → ${target} (import it by its package name)`);

process.exitCode = circles.length > 0 || backUp.length > 0 || crossings.length > 0 ? 1 : 0;
