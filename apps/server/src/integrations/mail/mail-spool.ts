import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isOutboxId, writeFileAtomic } from './outbox-files.ts';

/** A built message and its envelope: what is handed to the SMTP server again, byte for byte. */
export interface SpooledMail {
  envelope: { from: string; to: string };
  raw: Buffer;
}

const spooledSchema = z.object({
  envelope: z.object({ from: z.string(), to: z.string() }),
  rawBase64: z.base64(),
});

/** The SMTP server refused for now (4xx) or could not be reached: worth trying again later. */
export function isTransientSmtpFailure(error: unknown): boolean {
  const responseCode =
    typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  return Number.isNaN(responseCode) || (responseCode >= 400 && responseCode < 500);
}

/**
 * Mails the SMTP server could not take yet, kept on disk as `<id>.json` until they are delivered, so a
 * refusing or unreachable server, or a restart, loses none. A mail the server refuses for good (5xx) on a later
 * try is set aside as `<id>.refused.json` for the operator instead of being tried forever. The folder holds
 * one-time codes and sign-in links, so only the server may read it.
 */
export function createMailSpool(spoolDir: string) {
  const file = (id: string, suffix = '') => path.join(spoolDir, `${id}${suffix}.json`);

  async function waitingIds(): Promise<string[]> {
    await returnClaimsOfDeadProcesses();
    try {
      return (await readdir(spoolDir))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
        .filter(isOutboxId)
        .sort();
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Takes a waiting mail for this process: false when another process took it first. */
  async function isClaimed(waiting: string, claim: string): Promise<boolean> {
    try {
      await rename(waiting, claim);
      return true;
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
      throw error;
    }
  }

  /** A mail claimed by a process that ended before it was delivered waits again. */
  async function returnClaimsOfDeadProcesses(): Promise<void> {
    const names = await readdir(spoolDir).catch(() => [] as string[]);
    for (const name of names) {
      const match = /^(.+)\.sending-(\d+)\.json$/.exec(name);
      if (!match?.[1] || !match[2] || !isOutboxId(match[1]) || isAlive(Number(match[2]))) continue;
      await rename(path.join(spoolDir, name), file(match[1])).catch(() => {});
    }
  }

  return {
    waitingIds,

    async keep(id: string, mail: SpooledMail): Promise<void> {
      await mkdir(spoolDir, { recursive: true, mode: 0o700 });
      const stored = { envelope: mail.envelope, rawBase64: mail.raw.toString('base64') };
      await writeFileAtomic(file(id), JSON.stringify(stored));
    },

    /**
     * Hands every waiting mail to `send`, oldest first, removing each one delivered; stops at the first
     * transient failure, since the server is still away. Answers how many still wait. Several processes may
     * deliver from one folder (API processes of one start): each mail is first claimed by renaming it to
     * `<id>.sending-<pid>.json`, which only one of them can do; a claim whose process has died waits again.
     */
    async deliver(send: (mail: SpooledMail) => Promise<void>): Promise<number> {
      const ids = await waitingIds();
      for (const [index, id] of ids.entries()) {
        const claim = file(id, `.sending-${process.pid}`);
        if (!(await isClaimed(file(id), claim))) continue;
        const parsed = spooledSchema.safeParse(JSON.parse(await readFile(claim, 'utf8')));
        if (!parsed.success) {
          await rename(claim, file(id, '.unreadable'));
          continue;
        }
        try {
          await send({ envelope: parsed.data.envelope, raw: Buffer.from(parsed.data.rawBase64, 'base64') });
          await rm(claim);
        } catch (error) {
          if (isTransientSmtpFailure(error)) {
            await rename(claim, file(id));
            return ids.length - index;
          }
          await rename(claim, file(id, '.refused'));
        }
      }
      return 0;
    },
  };
}

/** Whether a process of this machine with that id runs (the spool lives on this machine's disk). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH');
  }
}

export type MailSpool = ReturnType<typeof createMailSpool>;
