import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const areaOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0] ?? '';

/** Every import of one area by another: the importing file, the imported file, both areas. */
function crossAreaImports() {
  return sourceFiles(featuresDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].flatMap(([, specifier = '']) => {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(featuresDir + path.sep)) return [];
      const [from, to] = [areaOf(file), areaOf(target)];
      return from === to ? [] : [{ file: path.relative(featuresDir, file), target, from, to }];
    }),
  );
}

describe('feature areas', () => {
  it('import another area only through its public.ts', () => {
    const outside = crossAreaImports()
      .filter(({ target }) => path.basename(target) !== 'public.ts')
      .map(({ file, target }) => `${file} → ${path.relative(featuresDir, target)}`);
    expect(outside).toEqual([]);
  });

  it('do not depend on each other in a cycle', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of crossAreaImports()) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    const cycles: string[] = [];
    const visit = (area: string, trail: string[]) => {
      if (trail.includes(area))
        return void cycles.push([...trail.slice(trail.indexOf(area)), area].join(' → '));
      for (const next of edges.get(area) ?? []) visit(next, [...trail, area]);
    };
    for (const area of edges.keys()) visit(area, []);
    expect(cycles).toEqual([]);
  });
});
