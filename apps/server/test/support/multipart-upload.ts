// Test support: a video upload as the browser sends it (multipart/form-data), streamed over real HTTP.
import { once } from 'node:events';
import http from 'node:http';

export interface UploadAnswer<T = unknown> {
  status: number;
  body: { statusCode: number; data: T; message?: string; errors?: { field?: string; message: string }[] };
}

/**
 * POSTs `/api/ebayvideo/upload` with the fields first, then the file from `chunks` (each written as the
 * connection takes it). Like a browser, it sends the whole body before it reads the answer: a server that
 * answers a refusal and closes the connection while the body is still coming fails this call with the
 * connection's error (a reset or a broken pipe), as it fails the browser's upload.
 */
export function uploadVideoFile(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  chunks: Iterable<Buffer> | null,
  filename = 'video.mp4',
): Promise<UploadAnswer> {
  const boundary = `----baylytics${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let answer: { status: number; text: string } | null = null;
    let isSent = false;
    const settle = () => {
      if (!answer || !isSent) return;
      try {
        resolve({ status: answer.status, body: JSON.parse(answer.text) as UploadAnswer['body'] });
      } catch (error) {
        reject(error);
      }
    };
    const request = http.request(
      new URL('/api/ebayvideo/upload', baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') };
          settle();
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const write = async (chunk: Buffer | string) => {
      if (!request.write(chunk)) await once(request, 'drain');
    };
    (async () => {
      await write(head);
      if (chunks) {
        await write(fileHead);
        for (const chunk of chunks) await write(chunk);
        await write('\r\n');
      }
      await write(`--${boundary}--\r\n`);
      request.end();
      await once(request, 'finish');
      isSent = true;
      settle();
    })().catch(reject);
  });
}

/** A file in chunks of `chunkSize` bytes. */
export function chunksOf(file: Buffer, chunkSize = 64 * 1024): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += chunkSize)
    chunks.push(file.subarray(offset, offset + chunkSize));
  return chunks;
}
