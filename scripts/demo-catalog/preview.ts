/**
 * A contact sheet of the demo catalog, to judge its look at a glance:
 * `npx tsx scripts/demo-catalog/preview.ts [offset]` writes .tmp/demo-preview.png with 24 rooms
 * and 30 products (one of each item class) from the plan, starting at `offset`.
 */
import { mkdir } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import { drawProduct } from './draw-product';
import { drawRoom } from './draw-room';
import { buildPlan } from './plan';
import { renderSvg } from './render';

const offset = Number(process.argv[2] ?? 0);
const out = process.argv[3] ?? '.tmp/demo-preview.png';
const plan = buildPlan();
const ROOM_W = 400;
const ROOM_H = 300;
const PRODUCT_W = 236;
const GAP = 8;
const rooms = plan.images.slice(offset, offset + 24);
const products = plan.products.slice(offset * 30, offset * 30 + 30);
const width = 6 * (ROOM_W + GAP) + GAP;
const roomsH = 4 * (ROOM_H + GAP) + GAP;
const height = roomsH + 3 * (PRODUCT_W + GAP) + GAP;

const tiles: OverlayOptions[] = [];
for (const [i, item] of rooms.entries()) {
  const input = await renderSvg(drawRoom(item.draw), { width: ROOM_W, format: 'png' });
  tiles.push({ input, left: GAP + (i % 6) * (ROOM_W + GAP), top: GAP + Math.floor(i / 6) * (ROOM_H + GAP) });
}
const productCols = Math.floor((width - GAP) / (PRODUCT_W + GAP));
for (const [i, item] of products.entries()) {
  const input = await renderSvg(drawProduct(item.draw), { width: PRODUCT_W, format: 'png' });
  tiles.push({ input, left: GAP + (i % productCols) * (PRODUCT_W + GAP), top: roomsH + Math.floor(i / productCols) * (PRODUCT_W + GAP) });
}
await mkdir('.tmp', { recursive: true });
await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile(out);
console.log(`wrote ${out}: ${rooms.length} rooms, ${products.length} products`);
