import { parentPort, workerData } from 'node:worker_threads';
import { loadSettings } from '@decorlook/infra/config';
import { createPool } from '@decorlook/infra/db/pool';
import type { AppendListener } from '@decorlook/infra/event-store/postgres-event-store';
import type { EventStore } from '@decorlook/infra/event-store/types';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform } from '@decorlook/infra/platform';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { threadPriority } from '@decorlook/infra/projections/thread-priority';
import { createProjectors } from '@decorlook/projectors';
import type { FromProjectors, ToProjectors } from './projector-thread';

/** The projector thread (see projector-thread.ts): a runner with its own pools on the same database. */
async function main() {
  const port = parentPort;
  if (!port) throw new Error('projector-worker.ts runs as a worker thread');
  // Requests first, unless the read models fall behind (infra/src/projections/thread-priority.ts).
  const priority = threadPriority();
  const send = (m: FromProjectors) => port.postMessage(m);
  const { databaseUrl, env, instance } = workerData as { databaseUrl: string; env?: Record<string, string>; instance?: string };
  const settings = env ? loadSettings(env) : loadSettings();
  const logger = createLogger('decorlook-projectors', process.env.LOG_LEVEL ?? 'warn');
  try {
    const platform = await createPlatform(settings, databaseUrl, logger, { poolSize: 2, migrate: false, storeInstance: instance });
    const listeners = new Set<AppendListener>();
    port.on('message', (m: ToProjectors) => {
      if (m.kind === 'append') for (const l of listeners) l(m.position === undefined ? undefined : BigInt(m.position), m.types);
    });
    // Appends of the main thread arrive as messages (with their types); the store's own
    // subscription still hears other processes' appends through NOTIFY.
    const subscribe = async (onAppend: AppendListener) => {
      listeners.add(onAppend);
      const others = await platform.store.subscribe(onAppend);
      return async () => {
        listeners.delete(onAppend);
        await others();
      };
    };
    const store = new Proxy(platform.store, {
      get(target, name, receiver) {
        if (name === 'subscribe') return subscribe;
        const value: unknown = Reflect.get(target, name, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as EventStore;
    const projectors = createProjectors({ tokens: platform.tokens, publicUrl: settings.publicUrl, teamEmail: settings.teamEmail, ledgerHash: platform.ledgerHash });
    const pool = createPool(databaseUrl, { max: projectors.length + 2, applicationName: 'decorlook-projectors' });
    const runner = new ProjectionRunner({ pool, connectionString: databaseUrl, store, projectors, logger, onApplied: (_name, events) => priority.onApplied(events) });
    await runner.start();
    port.on('message', (m: ToProjectors) => {
      if (m.kind !== 'stop') return;
      // Connections lost while stopping (Ctrl-C stops the embedded database too) are expected:
      // only errors are still logged.
      if (logger.levelVal < logger.levels.values.error) logger.level = 'error';
      void (async () => {
        try {
          await runner.stop();
          await pool.end();
          await platform.close();
        } catch (err) {
          logger.error({ err }, 'the projectors did not stop cleanly');
        }
        send({ kind: 'stopped' });
      })();
    });
    send({ kind: 'started', names: projectors.map((p) => p.name) });
  } catch (err) {
    send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
}

void main();
