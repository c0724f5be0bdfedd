import type { MediaFormat } from '@decorlook/domain';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** ISO-BMFF brands that say the file is AVIF (a still image or a sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image format the bytes are, from their signature: never from the file name or the type the
 * client claims. Null for anything else (a text file renamed .jpg, HEIC, GIF, SVG...).
 */
export function sniffFormat(bytes: Uint8Array): MediaFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // The ftyp box: its size, 'ftyp', the major brand, a version, then the compatible brands.
    const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  }
  return null;
}
