// The gateway's import graph by part (each file and folder directly in gateway/src): which part imports
// which, the level each stands on, and the imports that run against the drawn layers (gateway-layers.mjs).
import { GATEWAY_LAYERS } from './gateway-layers.mjs';

const SOURCE_ROOT = 'gateway/src/';
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** 'gateway/src/http/web-client.ts' → 'http/'; 'gateway/src/server.ts' → 'server.ts'. */
export function gatewayPartOf(file) {
  if (!file.startsWith(SOURCE_ROOT)) return undefined;
  const [first, ...rest] = file.slice(SOURCE_ROOT.length).split('/');
  return rest.length > 0 ? `${first}/` : first;
}

/** The imports between gateway parts, tests left out (a test may reach across layers to check them). */
export function gatewayArrows(graph) {
  const arrows = [];
  for (const [file, targets] of graph) {
    const from = gatewayPartOf(file);
    if (!from || isTest(file)) continue;
    for (const target of targets) {
      const to = gatewayPartOf(target);
      if (to && to !== from) arrows.push({ file, target, from, to });
    }
  }
  return arrows;
}

/**
 * Each part's level: 1 for a part that imports no other, else one above the highest it imports. Parts
 * that import each other round a loop have no level: they come back as `loops`.
 */
export function partLevels(parts, arrows) {
  const imports = new Map(parts.map((part) => [part, new Set()]));
  for (const { from, to } of arrows) imports.get(from).add(to);
  const levels = new Map();
  const visiting = new Set();
  const loops = new Set();
  const levelOf = (part) => {
    if (levels.has(part)) return levels.get(part);
    if (visiting.has(part)) {
      loops.add(part);
      return 0;
    }
    visiting.add(part);
    const level = 1 + Math.max(0, ...[...imports.get(part)].map(levelOf));
    visiting.delete(part);
    levels.set(part, level);
    return level;
  };
  parts.forEach(levelOf);
  return { levels, loops: [...loops] };
}

const layerIndex = new Map(GATEWAY_LAYERS.flatMap(({ parts }, index) => parts.map((part) => [part, index])));

/** Imports from a part to one on a higher layer or a sibling on its own (what the gateway-layers lint rule refuses). */
export function arrowsAgainstLayers(arrows) {
  return arrows.filter(({ from, to }) => {
    const [fromLayer, toLayer] = [layerIndex.get(from), layerIndex.get(to)];
    return fromLayer === undefined || toLayer === undefined || toLayer <= fromLayer;
  });
}
