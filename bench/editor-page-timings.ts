// How soon the item specifics editor's page of 100 listings takes input after its data arrives, in Debian's Chromium
// against the production build served by the app (issue budget: ≤ 200 ms). `npx tsx bench/editor-page-timings.ts
// [runs]` after `npm run build`; it starts its own server on a fresh demo database (or uses BASE_URL), signs in as
// the demo Gold user and answers the editor's three calls (the category with its aspects, the listings page, the
// sync status) with the synthetic category of `editor-category.ts`; so the figure is the browser's work only. Marks as in `page-timings.ts` (`page-timing-harness.ts`); the action timed is a keystroke in a
// row's free-text input, from the key to the frame after it. Runs with Chromium's CPU throttling off and at 4×.

import { writeFileSync } from 'node:fs';
import { aspects, editorUrl, openEditorBench, probe, typedInto, typedRow } from './editor-category.ts';
import { measureRun, probedPage, type Sample, summary } from './page-timing-harness.ts';

const runs = Number(process.argv[2] ?? 10);
const throttles = (process.env.THROTTLE ?? '1,4').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 5190);

async function main(): Promise<void> {
  const { context, close } = await openEditorBench(port);
  try {
    console.log(`${runs} runs each (after one warm-up), ms after the data: median / p95`);
    console.log('| page | CPU | interactive | rows in the DOM | keystroke to next frame |');
    console.log('|---|---|---|---|---|');
    for (const rate of throttles) {
      const samples: Sample[] = [];
      for (let run = 0; run <= runs; run++) {
        const { page, cdp } = await probedPage(context, probe, rate);
        // PROFILE=folder: the last run's CPU profile per rate (open in Chromium's DevTools).
        const isProfiled = process.env.PROFILE !== undefined && run === runs;
        if (isProfiled) await cdp.send('Profiler.enable');
        if (isProfiled) await cdp.send('Profiler.start');
        const sample = await measureRun(
          page,
          () => page.goto(editorUrl).then(() => undefined),
          async () => {
            const input = page
              .getByRole('textbox', { name: new RegExp(`${typedInto}.*${typedRow.slice(0, 20)}`) })
              .first();
            await input.click();
            await page.keyboard.type('x');
          },
        );
        if (isProfiled) {
          const { profile } = await cdp.send('Profiler.stop');
          writeFileSync(`${process.env.PROFILE}/editor-${rate}x.cpuprofile`, JSON.stringify(profile));
        }
        if (run > 0) samples.push(sample);
        await page.close();
      }
      console.log(
        `| item specifics editor, 100 listings × ${aspects.length} aspects | ${rate === 1 ? 'not throttled' : `${rate}× slower`} | ${summary(
          samples.map((s) => s.interactiveMs),
        )} | ${summary(samples.map((s) => s.renderedMs))} | ${summary(samples.map((s) => s.clickMs))} |`,
      );
    }
  } finally {
    await close();
  }
}

await main();
