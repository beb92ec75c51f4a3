/**
 * Builds taxonomy.json (beside this script) from Google's bilingual product taxonomy in the shared
 * folder: `SHARED_DIR/data`, else the nearest `shared/data` above the working directory.
 * Run once after the source changes: `npx tsx packages/sandbox/src/marketplace/data/build-taxonomy.ts`.
 *
 * Output: `{ source, categories: [id, parentId, german name, english name][] }` in tree order,
 * parents before children, at most six levels: a seventh level is folded into its sixth-level parent
 * (which becomes a leaf), because eBay's trees and the category browser show levels 1 to 6.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const maxLevel = 6;

function sharedDataDir(): string {
  if (process.env.SHARED_DIR) return path.join(process.env.SHARED_DIR, 'data');
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'shared', 'data');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('shared/data not found: set SHARED_DIR');
    dir = parent;
  }
}

/** `id - A > B > C` lines → id → path of names. */
function readTaxonomy(file: string): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^(\d+) - (.+)$/.exec(line.trim());
    if (match?.[1] && match[2]) paths.set(match[1], match[2].split(' > '));
  }
  return paths;
}

const dir = sharedDataDir();
const german = readTaxonomy(path.join(dir, 'taxonomy-with-ids.de-DE.txt'));
const english = readTaxonomy(path.join(dir, 'taxonomy-with-ids.en-US.txt'));

// Ids by German path, to find each category's parent.
const idOfGermanPath = new Map<string, string>();
for (const [id, names] of german) idOfGermanPath.set(names.join(' > '), id);

const categories: [number, number, string, string][] = [];
for (const [id, names] of german) {
  if (names.length > maxLevel) continue;
  const englishNames = english.get(id);
  const name = names.at(-1);
  const englishName = englishNames?.at(-1);
  if (!name || !englishName) continue;
  const parentId = names.length === 1 ? '0' : idOfGermanPath.get(names.slice(0, -1).join(' > '));
  if (parentId === undefined) continue;
  categories.push([Number(id), Number(parentId), name, englishName]);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const out = {
  source: 'Google Product Taxonomy (de-DE 2015-02-19, en-US 2021-09-21), folded to six levels',
  categories,
};
fs.writeFileSync(path.join(here, 'taxonomy.json'), `${JSON.stringify(out)}\n`);
console.log(`${categories.length} categories written`);
