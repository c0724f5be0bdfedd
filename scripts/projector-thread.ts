import { Worker } from 'node:worker_threads';
import type { EventStore } from '@decorlook/infra/event-store/types';

/** What the main thread tells the projector thread: an append's position and types, or stop. */
export type ToProjectors = { kind: 'append'; position?: string; types?: readonly string[] } | { kind: 'stop' };
/** What the projector thread answers: its projectors' names once running, a failure, or stopped. */
export type FromProjectors = { kind: 'started'; names: string[] } | { kind: 'failed'; message: string } | { kind: 'stopped' };

export interface ProjectorThread {
  names: string[];
  stop(): Promise<void>;
}

/**
 * The projectors and reactors in a thread of their own: applying events (decrypting, upserting,
 * rendering mail) never takes the thread that answers requests, and a replay or a long catch-up
 * does not slow the site. Appends made here are passed on at once, with their types, so the
 * projectors wake as promptly as in one thread; appends of other processes reach them by NOTIFY.
 */
export async function startProjectorThread(databaseUrl: string, store: Pick<EventStore, 'subscribe'> & { instance?: string }, env?: Record<string, string>): Promise<ProjectorThread> {
  // `env` replaces the process environment the thread reads its settings from (the bench's own).
  // The thread's store shares this store's NOTIFY id: it hears this thread's appends by message only.
  const worker = new Worker(new URL('./projector-worker-entry.mjs', import.meta.url), { workerData: { databaseUrl, env, instance: store.instance } });
  const started = await new Promise<string[]>((resolve, reject) => {
    const onMessage = (m: FromProjectors) => {
      if (m.kind === 'started') resolve(m.names);
      else if (m.kind === 'failed') reject(new Error(`the projectors could not start: ${m.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the projector thread stopped (exit ${code})`)));
  });
  // Without its projectors the site would serve read models that never change: if the thread
  // ends on its own, say so and stop, so whatever supervises the process starts it again.
  let stopping = false;
  worker.on('exit', (code) => {
    if (stopping) return;
    console.error(`the projector thread stopped unexpectedly (exit ${code}); stopping`);
    process.kill(process.pid, 'SIGTERM');
  });
  worker.on('error', (err) => console.error(`the projector thread failed: ${err.message}`));
  const post = (m: ToProjectors) => worker.postMessage(m);
  const unsubscribe = await store.subscribe((position, types) => post({ kind: 'append', position: position?.toString(), types }));
  return {
    names: started,
    async stop() {
      stopping = true;
      await unsubscribe();
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (m: FromProjectors) => m.kind === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      post({ kind: 'stop' });
      await stopped;
      await worker.terminate();
    },
  };
}
