import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

// int8 and numeric come back as strings; the code turns positions into bigint where it reads them.
export function createPool(connectionString: string, options: { max?: number; applicationName?: string } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'decorlook',
    // One stuck session must never stall the projectors (architecture.md section 4).
    // JIT compiling pays off for long analytical queries only; for these short ones it would cost
    // more than the query (a facet count over a large catalogue crosses its cost threshold).
    options: '-c idle_in_transaction_session_timeout=30000 -c statement_timeout=120000 -c jit=off',
  });
  // A connection can end at any time (the database stops or restarts, an admin ends it): that is
  // never a reason to crash the process. An idle client that lost it is replaced by the pool;
  // one in use fails its query, and whoever made the query sees the error. A client held for
  // long without a query (a LISTEN connection, like the realtime adapter's) would otherwise
  // raise an 'error' event nobody listens to, which ends the process.
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  pool.on('connect', (client) => {
    client.on('error', () => {
      /* its query, if any, fails with this error; the pool drops the client when it comes back */
    });
    // A client in use whose connection ended is given back to the pool at once (a later release
    // by its holder does nothing): a holder that drops it without releasing it (the realtime
    // adapter drops its lost LISTEN connection) would otherwise keep the pool from ever ending.
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => undefined;
      release(new Error('the connection ended'));
    });
  });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  return pool;
}

export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** A connection of its own (LISTEN, advisory locks held for long). Its owner must listen for its 'error' events. */
export function newClient(connectionString: string): pg.Client {
  return new pg.Client({ connectionString, application_name: 'decorlook-listener' });
}
