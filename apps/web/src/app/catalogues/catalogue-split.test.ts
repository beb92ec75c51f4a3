import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue as publicTexts } from './de.ts';
import { catalogue as appTexts } from './de-app.ts';

const source = fileURLToPath(new URL('../../', import.meta.url));
/** The areas whose pages anyone may open, and the app's shared parts they are built from. */
const publicFolders = [
  'features/auth',
  'features/billing',
  'features/mailbox',
  'features/registration',
  'app',
];
/** The signed-in frame's own files, which load with the signed-in screens' texts. */
const signedInFrame = new Set(['app-layout.tsx', 'sidebar.tsx', 'user-menu.tsx', 'breadcrumbs.tsx']);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(source, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !signedInFrame.has(path.basename(file)),
    )
    .map((file) => path.join(source, folder, file));
}

describe('the texts a public page loads', () => {
  it('and the signed-in screens’ texts are split by area, each area in one part only', () => {
    const areas = readdirSync(path.join(source, 'locales/de')).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(path.join(source, 'locales/de', file), 'utf8'))),
    );
    for (const area of areas) expect([area in publicTexts, area in appTexts]).toContain(true);
    expect(Object.keys(appTexts).filter((area) => area in publicTexts)).toEqual([]);
    expect(Object.keys(appTexts).length).toBeGreaterThan(10);
  });

  it('are enough for every public page: none uses a text that comes only with the signed-in frame', () => {
    const appOnly = Object.keys(appTexts);
    const uses = publicFolders.flatMap(sourceFiles).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return appOnly
        .filter((area) => new RegExp(`['"\`]${area}\\.`).test(code))
        .map((area) => `${path.relative(source, file)}: ${area}`);
    });
    expect(uses).toEqual([]);
  });
});
