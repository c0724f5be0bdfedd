import sharp from 'sharp';

/**
 * SVG to upload bytes. JPEG/WebP encoding dominates the cost, so the size and effort are chosen
 * from measurements (see the seed's report): rooms 1200 px wide, products 800 px square.
 */
export interface RenderOptions {
  width: number;
  format?: 'webp' | 'jpeg' | 'png';
  quality?: number;
}

export async function renderSvg(svg: string, { width, format = 'webp', quality = 80 }: RenderOptions): Promise<Buffer> {
  const img = sharp(Buffer.from(svg), { density: 72 }).resize({ width });
  if (format === 'jpeg') return img.jpeg({ quality, mozjpeg: false, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'png') return img.png({ compressionLevel: 3 }).toBuffer();
  return img.webp({ quality, effort: 2 }).toBuffer();
}
