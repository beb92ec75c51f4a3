import { Transform, type TransformCallback } from 'node:stream';
import { videoMaxBytes, videoMaxResolution } from '@baylytics/contract/videos';
import { AppError } from '../../kernel/errors.ts';

/** A movie header larger than this is not a video a seller uploads (a 150 MB file's is a few hundred KB). */
const maxMovieBoxBytes = 16 * 1024 * 1024;

/** The width and height of each track header (`tkhd`) inside a `moov` box body. */
export function trackSizes(moovBody: Buffer): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  const walk = (body: Buffer) => {
    let offset = 0;
    while (offset + 8 <= body.length) {
      const size = body.readUInt32BE(offset);
      const type = body.toString('latin1', offset + 4, offset + 8);
      const end = size === 0 ? body.length : offset + size;
      if (size !== 0 && size < 8) return;
      if (end > body.length) return;
      if (type === 'trak') walk(body.subarray(offset + 8, end));
      // Width and height close the track header in both versions, as 16.16 fixed-point numbers.
      if (type === 'tkhd' && end - offset >= 16)
        sizes.push({
          width: body.readUInt32BE(end - 8) / 0x10000,
          height: body.readUInt32BE(end - 4) / 0x10000,
        });
      offset = end;
    }
  };
  walk(moovBody);
  return sizes;
}

export function isAtMost1080p({ width, height }: { width: number; height: number }): boolean {
  return (
    Math.min(width, height) <= videoMaxResolution.shortSide &&
    Math.max(width, height) <= videoMaxResolution.longSide
  );
}

/**
 * Passes an upload through while reading it as an MP4 (ISO base media file): the first box must be `ftyp`; the
 * movie box (`moov`, wherever it is) is held back until its track headers show at most 1080p; the file may
 * not grow past the size announced, nor past 150 MB. A refusal fails the stream at once with the product's
 * error, so what follows (the upload to eBay) never receives a complete file.
 */
export class Mp4Inspector extends Transform {
  private received = 0;
  private boxes = 0;
  private header = Buffer.alloc(0);
  /** Bytes of the current box still to pass through (not `moov`). */
  private passing = 0;
  private movie: Buffer[] | null = null;
  private movieMissing = 0;

  constructor(private readonly declaredSize: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > videoMaxBytes) {
      done(new AppError('maximumFileSizeIs150MB'));
      return;
    }
    if (this.received > this.declaredSize) {
      done(new AppError('videoFileSizeMismatch'));
      return;
    }
    try {
      this.scan(chunk);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.received !== this.declaredSize) {
      done(new AppError('videoFileSizeMismatch'));
      return;
    }
    if (this.boxes === 0 || this.movie) {
      done(new AppError('videoMustBeMp4'));
      return;
    }
    if (this.header.length > 0) this.push(this.header);
    done();
  }

  private scan(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.passing > 0) {
        const n = Math.min(this.passing, chunk.length - offset);
        this.push(chunk.subarray(offset, offset + n));
        this.passing -= n;
        offset += n;
      } else if (this.movie) {
        const n = Math.min(this.movieMissing, chunk.length - offset);
        this.movie.push(chunk.subarray(offset, offset + n));
        this.movieMissing -= n;
        offset += n;
        if (this.movieMissing === 0) this.releaseMovie();
      } else {
        const wanted = this.headerLength() - this.header.length;
        const n = Math.min(wanted, chunk.length - offset);
        this.header = Buffer.concat([this.header, chunk.subarray(offset, offset + n)]);
        offset += n;
        if (this.header.length === this.headerLength()) this.startBox();
      }
    }
  }

  /** 8 bytes, or 16 when the 32-bit size is 1 (a 64-bit size follows the type). */
  private headerLength(): number {
    return this.header.length >= 4 && this.header.readUInt32BE(0) === 1 ? 16 : 8;
  }

  private startBox(): void {
    const header = this.header;
    this.header = Buffer.alloc(0);
    const type = header.toString('latin1', 4, 8);
    const small = header.readUInt32BE(0);
    // Size 0: the box runs to the end of the file.
    const size =
      small === 1 ? Number(header.readBigUInt64BE(8)) : small === 0 ? Number.POSITIVE_INFINITY : small;
    this.boxes += 1;
    if ((this.boxes === 1 && type !== 'ftyp') || size < header.length || !/^[\x20-\x7e]{4}$/.test(type))
      throw new AppError('videoMustBeMp4');
    if (type === 'moov') {
      if (size > maxMovieBoxBytes) throw new AppError('videoMustBeMp4');
      this.movie = [header];
      this.movieMissing = size - header.length;
      if (this.movieMissing === 0) this.releaseMovie();
      return;
    }
    this.push(header);
    this.passing = size - header.length;
  }

  private releaseMovie(): void {
    const movie = Buffer.concat(this.movie ?? []);
    this.movie = null;
    const body = movie.subarray(movie.readUInt32BE(0) === 1 ? 16 : 8);
    const tracks = trackSizes(body).filter((track) => track.width > 0 && track.height > 0);
    if (!tracks.every(isAtMost1080p)) throw new AppError('videoResolutionTooHigh');
    this.push(movie);
  }
}
