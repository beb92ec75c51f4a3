// How a process the supervisor starts (src/api.ts, src/worker.ts) learns when to begin: it loads its code at once,
// tells the supervisor it is waiting, and opens its pools and listens only on the supervisor's go, which carries
// the settings known only then (the stand-ins' addresses). Settings that change later (the web build being done)
// follow in a message of their own.

/** In a child's environment: the supervisor gives its go by message. */
export const goVariable = 'BAYLYTICS_AWAIT_GO';
/** In the go's settings: `pending` while `npm start` still builds the web app, `ready` once it is there. */
export const webBuildVariable = 'BAYLYTICS_WEB_BUILD';

export type ToChild = { kind: 'go' | 'settings'; env: Record<string, string> };
export const awaitingGo = { kind: 'awaitingGo' } as const;

export function isAwaitingGo(message: unknown): boolean {
  return (
    typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'awaitingGo'
  );
}

function isToChild(message: unknown): message is ToChild {
  if (typeof message !== 'object' || message === null) return false;
  const { kind, env } = message as Partial<ToChild>;
  return (kind === 'go' || kind === 'settings') && typeof env === 'object' && env !== null;
}

let onWebBuildReady = () => {};
const webBuildReady = new Promise<void>((resolve) => {
  onWebBuildReady = resolve;
});

/**
 * Resolves once the supervisor gave its go, its settings merged into `process.env`; at once for a process that
 * was not started by a supervisor waiting to give one.
 */
export function supervisorGo(): Promise<void> {
  const send = process.send?.bind(process);
  if (process.env[goVariable] !== 'await' || !send) return Promise.resolve();
  return new Promise((resolve) => {
    process.on('message', (message: unknown) => {
      if (!isToChild(message)) return;
      Object.assign(process.env, message.env);
      if (process.env[webBuildVariable] === 'ready') onWebBuildReady();
      if (message.kind === 'go') resolve();
    });
    send(awaitingGo);
  });
}

/** The web build this process was started beside, while it is under way (see web-pages.ts); else undefined. */
export function pendingWebBuild(): Promise<void> | undefined {
  return process.env[webBuildVariable] === 'pending' ? webBuildReady : undefined;
}
