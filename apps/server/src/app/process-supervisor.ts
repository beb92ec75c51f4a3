import cluster, { type Worker } from 'node:cluster';
import { Writable } from 'node:stream';
import { isWorkerIdsMessage } from '../jobs/worker-ids.ts';
import { goVariable, isAwaitingGo, type ToChild } from './supervisor-go.ts';

export interface ProcessRole {
  /** How the role is named in the log: 'API', 'worker'. */
  name: string;
  /** The entry file its processes run. */
  entry: string;
  count: number;
}

export interface SupervisorOptions {
  roles: ProcessRole[];
  /** Settings every child gets on top of this process's environment. */
  env: Record<string, string>;
  log(message: string): void;
  /**
   * A child died: the job worker ids it reported, whose locked jobs are to be freed for the others, and the
   * application name its database connections carry (PGAPPNAME).
   */
  onLost(lost: { workerIds: string[]; applicationName: string }): Promise<void>;
  /** How long children get to finish after SIGTERM before they are killed. */
  stopGraceMs: number;
  /** Node's options for the children; default this process's own (e.g. tsx's loader). */
  execArgv?: string[];
  /** What the children write, line by line; unset: it goes to this process's own stdout and stderr. */
  onOutput?(line: string, from: { role: string; pid: number | undefined }): void;
}

interface Child {
  role: ProcessRole;
  worker: Worker;
  startedAt: number;
  workerIds: string[];
  applicationName: string;
  /** It loaded its code and waits for the go (or got it). */
  isAwaitingGo: boolean;
  loaded: Promise<void>;
  listening: Promise<void>;
}

/** A child that lived this long crashed for a reason of its own: it is started again at once. */
const stableMs = 30_000;
const firstRestartMs = 1_000;
const longestRestartMs = 30_000;

/**
 * Starts each role's processes with node:cluster (API processes share the listening socket of PORT, the
 * primary hands connections round-robin), starts again a child that dies, and stops them all on request.
 * Resolves once every API process listens.
 */
export async function startSupervisor(options: SupervisorOptions) {
  const supervisor = superviseProcesses(options);
  await supervisor.go({});
  return supervisor;
}

/**
 * Forks each role's processes at once: they load their code meanwhile, then wait for `go` (supervisor-go.ts)
 * before they open their pools and listen, so that their loading runs while the database starts. A child
 * started again after the go gets it as soon as it asks.
 */
export function superviseProcesses(options: SupervisorOptions) {
  const children = new Set<Child>();
  const restartDelay = new Map<ProcessRole, number>();
  const releases = new Set<Promise<void>>();
  let isStopping = false;
  let forked = 0;
  /** The go's settings, with later updates; undefined until the go. */
  let goEnv: Record<string, string> | undefined;
  let onEndedBeforeListening: (error: Error) => void = () => {};
  const endedBeforeListening = new Promise<never>((_resolve, reject) => {
    onEndedBeforeListening = reject;
  });
  endedBeforeListening.catch(() => {});

  const tell = (child: Child, message: ToChild) => {
    if (child.worker.isConnected()) child.worker.send(message);
  };

  function fork(role: ProcessRole): Child {
    cluster.setupPrimary({
      exec: role.entry,
      silent: options.onOutput !== undefined,
      ...(options.execArgv && { execArgv: options.execArgv }),
    });
    forked += 1;
    const applicationName = `baylytics-${role.name.toLowerCase()}-${forked}`;
    const worker = cluster.fork({ ...options.env, PGAPPNAME: applicationName, [goVariable]: 'await' });
    let isListening = false;
    let onLoaded = () => {};
    const child: Child = {
      role,
      worker,
      startedAt: Date.now(),
      workerIds: [],
      applicationName,
      isAwaitingGo: false,
      loaded: new Promise((resolve) => {
        onLoaded = resolve;
      }),
      listening: new Promise((resolve) =>
        worker.once('listening', () => {
          isListening = true;
          resolve();
        }),
      ),
    };
    children.add(child);
    if (role.name === 'API')
      worker.once('exit', (code, signal) => {
        if (!isListening && !isStopping)
          onEndedBeforeListening(
            new Error(`the API process ended before it listened (${signal ?? `exit code ${code}`})`),
          );
      });
    const { onOutput } = options;
    if (onOutput) {
      const from = { role: role.name, pid: child.worker.process.pid };
      for (const stream of [child.worker.process.stdout, child.worker.process.stderr])
        stream?.pipe(new LineSplitter((line) => onOutput(line, from)));
    }
    child.worker.on('message', (message: unknown) => {
      if (isWorkerIdsMessage(message)) child.workerIds.push(...message.workerIds);
      if (isAwaitingGo(message)) {
        child.isAwaitingGo = true;
        onLoaded();
        if (goEnv) tell(child, { kind: 'go', env: goEnv });
      }
    });
    child.worker.on('exit', (code, signal) => {
      const release = onExit(child, code, signal).catch((error: unknown) =>
        options.log(
          `releasing the jobs of ${child.role.name} process ${child.worker.process.pid} failed: ${String(error)}`,
        ),
      );
      releases.add(release);
      void release.finally(() => releases.delete(release));
    });
    return child;
  }

  async function onExit(child: Child, code: number | null, signal: string | null): Promise<void> {
    children.delete(child);
    if (child.workerIds.length > 0)
      await options.onLost({ workerIds: child.workerIds, applicationName: child.applicationName });
    if (isStopping) return;
    const livedMs = Date.now() - child.startedAt;
    const delay =
      livedMs > stableMs
        ? firstRestartMs
        : Math.min(longestRestartMs, (restartDelay.get(child.role) ?? firstRestartMs / 2) * 2);
    restartDelay.set(child.role, delay);
    options.log(
      `${child.role.name} process ${child.worker.process.pid} ended (${signal ?? `exit code ${code}`}); another starts in ${delay / 1000} s`,
    );
    setTimeout(() => {
      if (!isStopping) fork(child.role);
    }, delay).unref();
  }

  for (const role of options.roles) for (let i = 0; i < role.count; i += 1) fork(role);
  const firstChildren = [...children];

  return {
    /** Resolves once the first children loaded their code and wait for the go. */
    loaded: Promise.all(firstChildren.map((child) => child.loaded)).then(() => {}),
    /**
     * Lets the children begin, with `env` on top of their environment. Resolves once every API process listens;
     * rejects if one ended before it listened.
     */
    async go(env: Record<string, string>): Promise<void> {
      goEnv = { ...env };
      for (const child of children) if (child.isAwaitingGo) tell(child, { kind: 'go', env: goEnv });
      const apiProcesses = [...children].filter((child) => child.role.name === 'API');
      await Promise.race([Promise.all(apiProcesses.map((child) => child.listening)), endedBeforeListening]);
    },
    /** Settings changed after the go: sent to the children that have it, given to later ones with theirs. */
    update(env: Record<string, string>): void {
      if (!goEnv) throw new Error('settings are updated after the go');
      Object.assign(goEnv, env);
      for (const child of children) if (child.isAwaitingGo) tell(child, { kind: 'settings', env });
    },
    /** The running children of a role, with the job worker ids each reported so far. */
    children: (name: string) =>
      [...children]
        .filter((child) => child.role.name === name)
        .map((child) => ({ pid: child.worker.process.pid, workerIds: [...child.workerIds] })),
    /** SIGTERM to every child, SIGKILL to any still running after the grace time; resolves when all ended. */
    async stop(): Promise<void> {
      isStopping = true;
      const ended = [...children].map(
        (child) => new Promise<void>((resolve) => child.worker.once('exit', () => resolve())),
      );
      for (const child of children) child.worker.process.kill('SIGTERM');
      const force = setTimeout(() => {
        for (const child of children) child.worker.process.kill('SIGKILL');
      }, options.stopGraceMs);
      await Promise.all(ended);
      clearTimeout(force);
      await Promise.all(releases);
    },
  };
}

/** Hands on each complete line written to it. */
class LineSplitter extends Writable {
  #rest = '';
  readonly #onLine: (line: string) => void;
  constructor(onLine: (line: string) => void) {
    super();
    this.#onLine = onLine;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    const lines = (this.#rest + chunk.toString('utf8')).split('\n');
    this.#rest = lines.pop() ?? '';
    for (const line of lines) this.#onLine(line);
    done();
  }
}
