// Test support: small MP4 files built box by box (ISO/IEC 14496-12), with the track size a test wants.

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const identityMatrix = () => {
  const matrix = Buffer.alloc(36);
  matrix.writeUInt32BE(0x00010000, 0);
  matrix.writeUInt32BE(0x00010000, 16);
  matrix.writeUInt32BE(0x40000000, 32);
  return matrix;
};

function movieHeader(durationMs: number): Buffer {
  const payload = Buffer.alloc(100);
  payload.writeUInt32BE(1000, 12); // timescale
  payload.writeUInt32BE(durationMs, 16);
  payload.writeUInt32BE(0x00010000, 20); // rate 1.0
  payload.writeUInt16BE(0x0100, 24); // volume 1.0
  identityMatrix().copy(payload, 36);
  payload.writeUInt32BE(2, 96); // next track id
  return box('mvhd', payload);
}

function trackHeader(width: number, height: number, durationMs: number): Buffer {
  const payload = Buffer.alloc(84);
  payload.writeUInt32BE(0x00000003, 0); // version 0, enabled and in movie
  payload.writeUInt32BE(1, 12); // track id
  payload.writeUInt32BE(durationMs, 20);
  identityMatrix().copy(payload, 40);
  payload.writeUInt32BE(width * 0x10000, 76); // 16.16 fixed point
  payload.writeUInt32BE(height * 0x10000, 80);
  return box('tkhd', payload);
}

export interface Mp4SampleOptions {
  width?: number;
  height?: number;
  /** Bytes of media data (`mdat`), filled from `seed`. */
  mediaBytes?: number;
  /** Changes the media bytes, hence the file's digest. */
  seed?: number;
  /** `moov` before `mdat` ("fast start"), as most encoders write for the web; after it otherwise. */
  isFastStart?: boolean;
  durationMs?: number;
}

/** An MP4 file: `ftyp`, then `moov` (movie and track header) and `mdat` in the order asked for. */
export function mp4Sample(options: Mp4SampleOptions = {}): Buffer {
  const { width = 1280, height = 720, mediaBytes = 4096, seed = 1, isFastStart = true } = options;
  const durationMs = options.durationMs ?? 10_000;
  const brands = Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2avc1mp41', 'latin1');
  const ftyp = box('ftyp', brands);
  const moov = box('moov', movieHeader(durationMs), box('trak', trackHeader(width, height, durationMs)));
  const media = Buffer.alloc(mediaBytes);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < media.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    media[i] = state >>> 24;
  }
  const mdat = box('mdat', media);
  return Buffer.concat(isFastStart ? [ftyp, moov, mdat] : [ftyp, mdat, moov]);
}

/**
 * A large MP4 of `totalBytes` as chunks, without holding it: the header of `mp4Sample` (fast start), then one
 * `mdat` box of zero bytes filling the rest, yielded `chunkBytes` at a time from one reused buffer.
 */
export function* mp4Chunks(totalBytes: number, chunkBytes = 1024 * 1024): Generator<Buffer> {
  const head = mp4Sample({ mediaBytes: 0 });
  // The sample ends with an empty `mdat` box (its 8-byte header): widen it to the rest of the file.
  head.writeUInt32BE(totalBytes - (head.length - 8), head.length - 8);
  yield head;
  const zeros = Buffer.alloc(chunkBytes);
  for (let sent = head.length; sent < totalBytes; sent += chunkBytes)
    yield zeros.subarray(0, Math.min(chunkBytes, totalBytes - sent));
}
