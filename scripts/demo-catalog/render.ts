import sharp from 'sharp';

/**
 * SVG to upload bytes. Measured on 2 cores (ms CPU per item, rasterise + encode): rooms 1200x900
 * JPEG 47, WebP(effort 2) 65; products 800x800 JPEG 12, WebP 19. The upload re-encodes every size
 * to WebP anyway, so the seed sends JPEG at a high quality. Rendering at the drawing's own size
 * matters: any scaling (density or resize) pushes librsvg's pattern fills off the pixel grid and
 * makes them several times slower, so `width` is only for previews and tests.
 */
export interface RenderOptions {
  /** Output width in px; omit to render at the SVG's own size (the fast path). */
  width?: number;
  format?: 'webp' | 'jpeg' | 'png';
  quality?: number;
}

export async function renderSvg(svg: string, { width, format = 'jpeg', quality = 85 }: RenderOptions = {}): Promise<Buffer> {
  let img = sharp(Buffer.from(svg));
  if (width) img = img.resize({ width });
  if (format === 'webp') return img.webp({ quality, effort: 2 }).toBuffer();
  if (format === 'png') return img.png({ compressionLevel: 3 }).toBuffer();
  return img.jpeg({ quality }).toBuffer();
}
