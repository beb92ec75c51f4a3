// Test support: a video upload as the browser sends it (multipart/form-data), streamed over real HTTP.

export interface UploadAnswer<T = unknown> {
  status: number;
  body: { statusCode: number; data: T; message?: string; errors?: { field?: string; message: string }[] };
}

/**
 * POSTs `/api/ebayvideo/upload` with the fields first, then the file from `chunks` (each yielded as it is
 * sent). A refusal mid-stream may close the connection before the body is sent; the answer still counts.
 */
export async function uploadVideoFile(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  chunks: Iterable<Buffer> | null,
  filename = 'video.mp4',
): Promise<UploadAnswer> {
  const boundary = `----baylytics${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      if (chunks) {
        controller.enqueue(encoder.encode(fileHead));
        for (const chunk of chunks) {
          controller.enqueue(new Uint8Array(chunk));
          await new Promise((resolve) => setImmediate(resolve));
        }
        controller.enqueue(encoder.encode('\r\n'));
      }
      controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
      controller.close();
    },
  });
  const response = await fetch(`${baseUrl}/api/ebayvideo/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** A file in chunks of `chunkSize` bytes. */
export function chunksOf(file: Buffer, chunkSize = 64 * 1024): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += chunkSize)
    chunks.push(file.subarray(offset, offset + chunkSize));
  return chunks;
}
