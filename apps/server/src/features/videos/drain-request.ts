import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops what is left of a request body, so that a refusal given mid-upload reaches the browser as an
 * answer: a server that answers and closes while the browser is still sending resets the connection, and the
 * browser then reports a network error instead of the answer. Answers false when more than `limitBytes` were
 * left (the caller then closes the connection rather than read on).
 */
export function drainRequest(request: IncomingMessage, limitBytes: number): Promise<boolean> {
  if (request.complete || request.readableEnded) return Promise.resolve(true);
  if (request.destroyed) return Promise.resolve(false);
  // Nothing reads the body any more (the multipart parser and the file stream gave up on it).
  request.unpipe();
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (isDrained: boolean) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      if (!isDrained) request.pause();
      resolve(isDrained);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(request.complete);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.resume();
  });
}
