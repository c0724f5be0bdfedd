/**
 * At most `max` tasks at once; the rest wait their turn in order. Decoding a large picture takes
 * memory in proportion to its pixels, so decodes are taken a few at a time however many uploads
 * and first requests arrive together.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
