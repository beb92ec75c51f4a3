import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { csvLines } from './csv.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

// The contract only describes the exports; its one writer is csv.ts.
const sources = ['apps/server/src', 'apps/web/src'].flatMap(sourceFiles);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every file that writes a CSV file: it names one (`….csv` in a string) or builds CSV text. */
const csvWriters = sources.filter((file) => {
  const text = read(file);
  const writesCsvFile = /\.csv[`'"]/.test(text) && !/open\w*Table\(/.test(text);
  return writesCsvFile || /papaparse|text\/csv/.test(text);
});

/**
 * The server's CSV files and the API test that sends a cell starting with `=`, `+`, `-` or `@` through each and
 * finds it guarded. A new CSV export on the server fails here until it is placed.
 */
const serverExports: Record<string, string> = {
  'apps/server/src/features/ranking/account-check/routes.ts': 'apps/server/test/account-check-export.test.ts',
  'apps/server/src/features/account/my-data-zip.ts': 'apps/server/test/account-privacy.test.ts',
  'apps/server/src/features/listing/item-specifics/routes.ts':
    'apps/server/test/item-specifics-export.test.ts',
  // The mailed report's attachment is written by `csvLines` alone; the API tests' mail stand-in keeps no
  // attachments, so the writer's own test is its proof.
  'apps/server/src/features/ranking/account-check/ranking-report.ts': 'packages/contract/src/csv.test.ts',
};

/** Files that name a CSV file but leave the writing to another, which is then checked itself. */
const writtenElsewhere: Record<string, string> = {
  'apps/server/src/features/ranking/account-check/routes.ts':
    'apps/server/src/features/ranking/account-check/csv-export.ts',
  // Saves the server's ranking export as it comes.
  'apps/web/src/features/ranking/account-check/components/items-section.tsx':
    'apps/server/src/features/ranking/account-check/csv-export.ts',
  'apps/server/src/features/listing/item-specifics/routes.ts':
    'apps/server/src/features/listing/item-specifics/csv-export.ts',
  // Saves the server's item specifics export as it comes.
  'apps/web/src/features/listing/item-specifics/components/specifics-editor.tsx':
    'apps/server/src/features/listing/item-specifics/csv-export.ts',
};

describe('every CSV export', () => {
  it('writes through the one CSV writer, which guards formula cells', () => {
    expect(csvWriters.length).toBeGreaterThan(5);
    expect(Object.keys(writtenElsewhere).filter((file) => !csvWriters.includes(file))).toEqual([]);
    const bypassing = csvWriters.filter((file) => {
      const text = read(writtenElsewhere[file] ?? file);
      const usesWriter = text.includes("from '@baylytics/contract/csv'") || /\bdownloadCsv\(/.test(text);
      // Only the shared writer may call the CSV library itself, or join fields by hand.
      return !usesWriter || text.includes('papaparse') || /\.join\(['"`];['"`]\)/.test(text);
    });
    expect(bypassing).toEqual([]);
    expect(read('apps/web/src/app/save-file.ts')).toMatch(/downloadCsv[\s\S]*toCsv\(/);
    expect(csvLines([['=1+1', '+49 30', '-5', '@SUM(A1)', '\tx', 'ok']])).toBe(
      "'=1+1;'+49 30;'-5;'@SUM(A1);'\tx;ok\r\n",
    );
  });

  it('has each server export placed with the API test that finds its formula cells guarded', () => {
    const server = csvWriters.filter((file) => file.startsWith('apps/server/'));
    expect(server.filter((file) => !(file in serverExports))).toEqual([]);
    for (const [file, test] of Object.entries(serverExports)) {
      expect(server, file).toContain(file);
      expect(read(test), `${relative(root, join(root, test))} sends a formula cell`).toMatch(/'[=+\-@]/);
    }
  });
});
