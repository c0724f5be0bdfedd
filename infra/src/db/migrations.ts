import type pg from 'pg';

/**
 * Schema migrations, applied in order once each. Read-model tables are not here: each projector
 * creates its own versioned tables (projections/runner.ts).
 */
const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'event store',
    sql: `
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        version bigint NOT NULL
      );
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_position bigint NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_position)
      );
      CREATE INDEX events_global_order ON events (transaction_id, global_position);
      CREATE INDEX events_type_order ON events (type, transaction_id, global_position);
      CREATE TABLE personal_data_keys (
        subject text PRIMARY KEY,
        key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 2,
    name: 'projection checkpoints',
    sql: `
      CREATE TABLE projections (
        name text PRIMARY KEY,
        version integer NOT NULL,
        generation integer NOT NULL,
        last_tx xid8 NOT NULL DEFAULT '0',
        last_position bigint NOT NULL DEFAULT 0,
        safe_tx xid8 NOT NULL DEFAULT '0',
        status text NOT NULL DEFAULT 'running',
        error text,
        failed_event_id uuid,
        events_applied bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 3,
    name: 'operational tables',
    sql: `
      CREATE TABLE idempotency_keys (
        caller text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer,
        body jsonb,
        position text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller, key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
      CREATE TABLE rate_limits (
        bucket text PRIMARY KEY,
        count integer NOT NULL,
        window_start timestamptz NOT NULL
      );
      CREATE TABLE crud_baseline (
        id integer PRIMARY KEY,
        name text NOT NULL,
        version bigint NOT NULL DEFAULT 0
      );`,
  },
  {
    id: 4,
    name: 'identity operational tables',
    sql: `
      CREATE SEQUENCE user_ids START 1;
      CREATE TABLE session_families (
        family_id uuid PRIMARY KEY,
        user_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        reason text
      );
      CREATE INDEX session_families_user ON session_families (user_id) WHERE revoked_at IS NULL;
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL REFERENCES session_families (family_id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
      CREATE TABLE mail_outbox (
        event_id uuid PRIMARY KEY,
        user_id integer,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        links jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), created_at);
      CREATE INDEX mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL;`,
  },
  {
    id: 5,
    name: 'projection event types',
    sql: `ALTER TABLE projections ADD COLUMN handles text[] NOT NULL DEFAULT '{}';`,
  },
];

const LOCK_KEY = 7_210_001;

export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map((r) => r.id));
    let applied = 0;
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
        await client.query('COMMIT');
        applied++;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
