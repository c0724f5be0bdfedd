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
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
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

export function newClient(connectionString: string): pg.Client {
  return new pg.Client({ connectionString, application_name: 'decorlook-listener' });
}
