import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { superviseProcesses } from './process-supervisor.ts';

const goModule = new URL('./supervisor-go.ts', import.meta.url).href;
/** A child as src/api.ts is one (an ES module, .mts outside a package): it says when its code is loaded, and listens on PORT only after the go. */
const childSource = `import { createServer } from 'node:http';
import { supervisorGo } from '${goModule}';
process.stdout.write('loaded\\n');
await supervisorGo();
createServer((_request, response) => response.end(JSON.stringify({ greeting: process.env.GREETING, pid: process.pid })))
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, what: string): Promise<T> {
  const limit = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > limit) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the supervisor forks its processes before their go', () => {
  it('a child loads its code, listens only after the go, and one started again gets the go with later settings', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'supervisor-go-'));
    const entry = path.join(folder, 'child.mts');
    writeFileSync(entry, childSource);
    const port = await freePort();
    const output: string[] = [];
    const log: string[] = [];
    const supervisor = superviseProcesses({
      roles: [{ name: 'API', entry, count: 1 }],
      env: {},
      execArgv: ['--import', 'tsx'],
      log: (message) => log.push(message),
      onLost: async () => {},
      onOutput: (line) => output.push(line),
      stopGraceMs: 5_000,
    });
    cleanup = async () => {
      await supervisor.stop();
      rmSync(folder, { recursive: true, force: true });
    };
    const ask = () =>
      fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.json() as Promise<{ greeting: string; pid: number }>)
        .catch(() => null);

    await until(async () => output.includes('loaded'), Boolean, 'the child to load its code');
    expect(await ask()).toBeNull();

    await supervisor.go({ PORT: String(port), GREETING: 'hallo' });
    const first = await ask();
    expect(first?.greeting).toBe('hallo');

    supervisor.update({ GREETING: 'hello' });
    await until(ask, (answer) => answer?.greeting === 'hello', 'the new setting');

    process.kill(first?.pid ?? -1, 'SIGKILL');
    const again = await until(
      ask,
      (answer) => answer !== null && answer.pid !== first?.pid,
      'the child started again',
    );
    expect(again?.greeting).toBe('hello');
    expect(log.join('\n')).toContain(`API process ${first?.pid} ended (SIGKILL)`);
  });
});
