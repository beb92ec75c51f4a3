// Where the item specifics editor's first render after its data spends its time, in Debian's Chromium against the
// production build: `npx tsx bench/editor-profile.ts [runs]` after `npm run build` (server and category as in
// `editor-page-timings.ts`; THROTTLE=4 slows the CPU). Each run is traced (Chromium's timeline and its sampling
// profiler on one clock); from the answer's arrival (`bench:data`) to the page taking input (`bench:interactive`)
// it sums the main thread's own time per phase (scripts, style, layout, paint, garbage collection, idle) and the
// scripts' samples per source (resolved through the build's source maps): median per run, in ms. Tracing slows the
// page down, so its total is above the bench's figure; the shares are what it is for.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { editorUrl, openEditorBench, probe } from './editor-category.ts';
import { measureRun, probedPage } from './page-timing-harness.ts';

const runs = Number(process.argv[2] ?? 3);
const rate = Number(process.env.THROTTLE ?? 1);
const port = Number(process.env.BENCH_PORT ?? 5190);
const distAssets = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: ProfileData };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const phaseOf = (name: string): string => {
  if (/GC|Sweep|Marking/i.test(name)) return 'garbage collection';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet')
    return 'style';
  if (name === 'Layout') return 'layout';
  if (/Paint|Layerize|Composite|Commit|UpdateLayer|Decode|Raster/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'HTML';
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'other';
  return 'scripts';
};

/** Main-thread time per phase inside [from, to]: each event's own time, without the events nested in it. */
function phases(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const add = (phase: string, ms: number) => totals.set(phase, (totals.get(phase) ?? 0) + ms);
  const clip = (start: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(start, from)) / 1000;
  const stack: { end: number; phase: string; cursor: number }[] = [];
  let busy = 0;
  for (const span of spans) {
    const end = span.ts + (span.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= span.ts) {
      const done = stack.pop();
      if (done) add(done.phase, clip(done.cursor, done.end));
    }
    const parent = stack.at(-1);
    if (parent) {
      add(parent.phase, clip(parent.cursor, span.ts));
      parent.cursor = end;
    } else busy += clip(span.ts, end);
    stack.push({ end, phase: phaseOf(span.name), cursor: span.ts });
  }
  for (const done of stack.reverse()) add(done.phase, clip(done.cursor, done.end));
  totals.set('idle', (to - from) / 1000 - busy);
  return totals;
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(frame: ProfileNode['callFrame'], withName = false): string {
  if (!frame.url) return frame.functionName || '(native)';
  const file = frame.url.split('/assets/')[1];
  if (!file) return frame.url;
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${distAssets}${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const at = map?.originalPositionFor({ line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  const source = at?.source ?? file;
  if (withName)
    return `${at?.name ?? frame.functionName} (${source.replace(/^.*node_modules\//, '')}:${at?.line})`;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return module ?? source.replace(/^.*?(apps\/web\/src\/|packages\/)/, '$1');
}

/**
 * The profiler samples of the thread `profile` names (its chunks come from the sampling thread) inside [from, to],
 * in ms per source of the sampled function.
 */
function sources(
  events: TraceEvent[],
  profile: string | undefined,
  from: number,
  to: number,
  withName = false,
): Map<string, number> {
  const nodes = new Map<number, ProfileNode>();
  const totals = new Map<string, number>();
  let time = 0;
  let last: { at: number; node: number } | null = null;
  for (const event of events) {
    const data = event.args?.data;
    if (event.id !== profile) continue;
    if (event.name === 'Profile') time = data?.startTime ?? event.ts;
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    samples.forEach((node, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      if (last && last.at >= from && time <= to) {
        const frame = nodes.get(last.node)?.callFrame;
        const source = frame ? sourceOf(frame, withName) : '(unknown)';
        totals.set(source, (totals.get(source) ?? 0) + (time - last.at) / 1000);
      }
      last = { at: time, node };
    });
  }
  return totals;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function printTable(title: string, perRun: Map<string, number>[], limit: number) {
  const names = [...new Set(perRun.flatMap((run) => [...run.keys()]))];
  const rows = names
    .map((name) => ({ name, ms: median(perRun.map((run) => run.get(name) ?? 0)) }))
    .filter((row) => row.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
  console.log(`\n| ${title} | ms (median of ${perRun.length}) |\n|---|---|`);
  for (const row of rows) console.log(`| ${row.name} | ${row.ms.toFixed(1)} |`);
}

async function main(): Promise<void> {
  const { browser, context, close } = await openEditorBench(port);
  try {
    const phaseRuns: Map<string, number>[] = [];
    const sourceRuns: Map<string, number>[] = [];
    const functionRuns: Map<string, number>[] = [];
    const spans: { rendered: number; interactive: number }[] = [];
    for (let run = 0; run <= runs; run++) {
      const { page } = await probedPage(context, probe, rate);
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await measureRun(
        page,
        () => page.goto(editorUrl).then(() => undefined),
        async () => undefined,
      ).catch(() => undefined);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
        | TraceEvent[]
        | { traceEvents: TraceEvent[] };
      await page.close();
      if (run === 0) continue;
      if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify(trace));
      const events = Array.isArray(trace) ? trace : trace.traceEvents;
      const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('user_timing'));
      const data = mark('bench:data');
      const rendered = mark('bench:rendered');
      const interactive = mark('bench:interactive');
      if (!data || !rendered || !interactive) throw new Error('the trace lacks the bench marks');
      const main = events.filter((e) => e.pid === data.pid && e.tid === data.tid);
      phaseRuns.push(phases(main, data.ts, interactive.ts));
      const profile = main.find((e) => e.name === 'Profile')?.id;
      sourceRuns.push(sources(events, profile, data.ts, interactive.ts));
      functionRuns.push(sources(events, profile, data.ts, interactive.ts, true));
      spans.push({
        rendered: (rendered.ts - data.ts) / 1000,
        interactive: (interactive.ts - data.ts) / 1000,
      });
    }
    console.log(
      `${runs} traced runs, CPU ${rate === 1 ? 'not throttled' : `${rate}× slower`}: rows in the page ${median(
        spans.map((s) => s.rendered),
      ).toFixed(
        0,
      )} ms, interactive ${median(spans.map((s) => s.interactive)).toFixed(0)} ms after the data (median)`,
    );
    printTable('main thread, data → interactive', phaseRuns, 20);
    printTable('script samples by source, data → interactive', sourceRuns, 25);
    if (process.env.FUNCTIONS)
      printTable('script samples by function', functionRuns, Number(process.env.FUNCTIONS));
  } finally {
    await close();
  }
}

await main();
