import { newClient } from '@decorlook/infra/db/pool';

/**
 * LISTENs on a Postgres channel over a dedicated connection, replacing a lost connection after
 * `retryMs` (the callers poll besides, so a lost notification only delays them). `onListening`
 * runs each time the listening starts again: whatever was announced while nobody listened.
 */
export function listenTo(
  connectionString: string,
  channel: string,
  onNotification: (payload: string | undefined) => void,
  opts: { retryMs: number; onListening?: () => void },
): { stop(): Promise<void> } {
  let stopped = false;
  let listener: ReturnType<typeof newClient> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const listen = async () => {
    const c = newClient(connectionString);
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      if (listener === c) listener = null;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void listen(), opts.retryMs);
    };
    c.on('notification', (n) => onNotification(n.payload));
    c.on('error', fail);
    c.on('end', fail);
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (stopped) return void (await c.end());
      listener = c;
      opts.onListening?.();
    } catch {
      fail();
    }
  };
  void listen();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
