/**
 * Times the whole demo seed against an in-memory writer that also decodes each upload as the real
 * upload does: `npx tsx scripts/demo-catalog/measure.ts [images] [products]`.
 */
import os from 'node:os';
import { MemoryWriter } from './memory-writer';
import { seedDemoCatalog } from './seed';

const images = process.argv[2] ? Number(process.argv[2]) : undefined;
const products = process.argv[3] ? Number(process.argv[3]) : undefined;
const writer = new MemoryWriter({ analyse: true });
const t0 = performance.now();
let imagesDoneAt = 0;
const report = await seedDemoCatalog(writer, {
  limit: { images, products },
  onProgress: (done, total, phase) => {
    if (phase === 'images' && done === total) imagesDoneAt = performance.now() - t0;
  },
});
console.log(`images phase finished after ${(imagesDoneAt / 1000).toFixed(1)} s`);
const n = report.images.added + report.products.added;
const roomBytes = writer.uploads.filter((u) => u.type === 'inspirationImage').map((u) => u.bytes);
const productBytes = writer.uploads.filter((u) => u.type === 'product').map((u) => u.bytes);
const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length / 1024) : 0);
console.log(`${os.cpus().length} cores; ${n} items in ${(report.ms.total / 1000).toFixed(1)} s wall`);
console.log(`per item (summed over workers): draw ${(report.ms.draw / n).toFixed(1)} ms, render ${(report.ms.render / n).toFixed(1)} ms, write ${(report.ms.write / n).toFixed(1)} ms`);
console.log(`average upload: rooms ${avg(roomBytes)} KiB, products ${avg(productBytes)} KiB`);
const cpu = process.cpuUsage();
console.log(`process CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (draw + render + the upload-side decode and colour sample)`);
