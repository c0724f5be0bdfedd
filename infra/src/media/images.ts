import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ImageTooLarge, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MEDIA_SIZES, NotAnImage, TooManyPixels, type AnalysedPicture, type MediaFormat, type MediaSize } from '@decorlook/domain';
import { analysePixels, type ColourAnalysis } from './colour';
import { concurrencyLimit } from './limit';
import { sniffFormat } from './sniff';

/** The content hash of uploaded bytes (catalog.md): sha256, first 32 lower-case hex characters. */
export const mediaHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Decodes at once in this process: each may hold up to MAX_INPUT_PIXELS x 4 bytes while it runs. */
const DECODES_AT_ONCE = 2;
const decoding = concurrencyLimit(DECODES_AT_ONCE);

/** Every decode refuses more pixels than the upload check allows, whatever reached it. */
const decode = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** sharp's name for each accepted format, to hold its reading of the header to the signature. */
const SHARP_FORMAT: Record<MediaFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

export interface InspectedUpload {
  format: MediaFormat;
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
  bytes: number;
  /** The file carries EXIF, XMP or IPTC metadata (a camera's location, for one). */
  metadata: boolean;
}

/**
 * What an upload is, from its signature and its header alone: nothing is decoded here, so a
 * decompression bomb (a small file declaring huge dimensions) is refused at the cost of reading a
 * few bytes. Throws NotAnImage, ImageTooLarge or TooManyPixels.
 */
export async function inspectUpload(bytes: Buffer): Promise<InspectedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageTooLarge();
  const format = sniffFormat(bytes);
  if (!format) throw new NotAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage();
  }
  if (meta.format !== SHARP_FORMAT[format] || !meta.width || !meta.height) throw new NotAnImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new TooManyPixels();
  // Orientations 5 to 8 turn the picture a quarter: what is shown is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return { format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, bytes: bytes.length, metadata: Boolean(meta.exif || meta.xmp || meta.iptc) };
}

/** The side of the small resize colour analysis looks at. */
const ANALYSIS_SIDE = 100;

/**
 * The colours of an upload (palette, colour groups, features), from a small resize: the
 * decoder's shrink-on-load keeps it fast. A file that passed the header check but does not
 * decode is not an image either.
 */
export async function analyseColoursOf(bytes: Buffer): Promise<ColourAnalysis> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await decoding(() =>
      decode(bytes)
        .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    throw new NotAnImage();
  }
  return analysePixels(pixels.data, pixels.info.channels);
}

/** Everything the upload command records of a picture: inspection, content hash and colours. */
export async function analyseUpload(bytes: Buffer, inspected?: InspectedUpload): Promise<AnalysedPicture> {
  const header = inspected ?? (await inspectUpload(bytes));
  return { ...header, hash: mediaHashOf(bytes), ...(await analyseColoursOf(bytes)) };
}

/**
 * What is kept of an upload: the bytes as sent when they carry no metadata; otherwise the picture
 * turned as shown and written again in its own format at a high quality with no metadata, so a
 * camera's location or serial number is never stored, even where nobody is served it.
 */
export async function storableOriginal(bytes: Buffer, inspected: InspectedUpload): Promise<Buffer> {
  if (!inspected.metadata) return bytes;
  return decoding(() => {
    const turned = decode(bytes).autoOrient();
    switch (inspected.format) {
      case 'jpeg':
        return turned.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
      case 'png':
        return turned.png().toBuffer();
      case 'webp':
        return turned.webp({ quality: 95 }).toBuffer();
      case 'avif':
        return turned.avif({ quality: 80, effort: 2 }).toBuffer();
    }
  });
}

/** Variant quality: a good trade for photographs at these sizes. */
const WEBP_QUALITY = 82;

/**
 * A served size of a picture: oriented as shown, `MEDIA_SIZES[size]` pixels wide (never
 * upscaled), WebP, with no metadata at all (EXIF, location and the rest are not copied).
 */
export async function renderVariant(original: Buffer, size: MediaSize): Promise<Buffer> {
  return decoding(() => decode(original).autoOrient().resize({ width: MEDIA_SIZES[size], withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer());
}
