import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { describe, expect, it } from 'vitest';
import { Mp4Inspector, trackSizes } from './mp4-inspector.ts';

/** Runs a file through the inspector in chunks of `chunkSize`; answers what came out, or the refusal's code. */
async function inspect(file: Buffer, declaredSize = file.length, chunkSize = 7): Promise<Buffer | string> {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += chunkSize)
    chunks.push(file.subarray(offset, offset + chunkSize));
  const out: Buffer[] = [];
  try {
    await pipeline(
      Readable.from(chunks),
      new Mp4Inspector(declaredSize),
      new Writable({
        write(chunk, _encoding, done) {
          out.push(chunk);
          done();
        },
      }),
    );
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return Buffer.concat(out);
}

describe('MP4 inspection while streaming', () => {
  it('passes an MP4 of at most 1080p through unchanged, the movie box before or after the media', async () => {
    for (const isFastStart of [true, false]) {
      const file = mp4Sample({ width: 1920, height: 1080, isFastStart, mediaBytes: 5000 });
      expect(await inspect(file)).toEqual(file);
      expect(await inspect(file, file.length, 4096)).toEqual(file);
    }
    const portrait = mp4Sample({ width: 1080, height: 1920 });
    expect(await inspect(portrait)).toEqual(portrait);
  });

  it('reads the track size from the track header', () => {
    const file = mp4Sample({ width: 640, height: 360 });
    const moovAt = file.indexOf('moov', 0, 'latin1') - 4;
    const moovEnd = moovAt + file.readUInt32BE(moovAt);
    expect(trackSizes(file.subarray(moovAt + 8, moovEnd))).toEqual([{ width: 640, height: 360 }]);
  });

  it('refuses what is not MP4, above 1080p, or larger than announced', async () => {
    expect(await inspect(Buffer.from('<html>not a video</html>'.repeat(10)))).toBe('videoMustBeMp4');
    expect(await inspect(mp4Sample({ width: 3840, height: 2160 }))).toBe('videoResolutionTooHigh');
    expect(await inspect(mp4Sample({ width: 2560, height: 1080, isFastStart: false }))).toBe(
      'videoResolutionTooHigh',
    );
    const file = mp4Sample();
    expect(await inspect(file, file.length - 1)).toBe('videoFileSizeMismatch');
    expect(await inspect(file, file.length + 1)).toBe('videoFileSizeMismatch');
  });

  it('holds the movie box back until it is checked, so a refused file never passes whole', async () => {
    const file = mp4Sample({ width: 3840, height: 2160, isFastStart: false, mediaBytes: 2000 });
    const passed: Buffer[] = [];
    const inspector = new Mp4Inspector(file.length);
    inspector.on('data', (chunk: Buffer) => passed.push(chunk));
    inspector.on('error', () => {});
    inspector.write(file);
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(passed).length).toBeLessThan(file.length);
  });
});
