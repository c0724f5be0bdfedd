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
  {
    id: 10,
    name: 'mail outbox for the mail reactor',
    sql: `
      -- recipient_hash: the keyed hash of the address (as in the events), so an erasure finds
      -- every row sent to the person, with or without a user id. kind: what the per-address
      -- hourly limit counts. next_attempt_at: the claim lease and the retry backoff.
      ALTER TABLE mail_outbox
        ADD COLUMN recipient_hash text,
        ADD COLUMN kind text NOT NULL DEFAULT 'notice',
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN gave_up_at timestamptz;
      CREATE INDEX mail_outbox_recipient_hash ON mail_outbox (recipient_hash, created_at);
      CREATE INDEX mail_outbox_user ON mail_outbox (user_id);
      DROP INDEX mail_outbox_unsent;
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
      -- The mail projector's copy of every address and name: the reactor reads the person's stream instead.
      DROP VIEW IF EXISTS mail_recipients;
      DO $$
      DECLARE t text;
      BEGIN
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename ~ '^mail_recipients_v[0-9]+_g[0-9]+$' LOOP
          EXECUTE format('DROP TABLE %I', t);
        END LOOP;
      END $$;`,
  },
  {
    id: 20,
    name: 'personal-data tombstones',
    sql: `
      ALTER TABLE personal_data_keys ALTER COLUMN key DROP NOT NULL, ADD COLUMN erased_at timestamptz;
      ALTER TABLE personal_data_keys ADD CONSTRAINT personal_data_keys_tombstone CHECK ((key IS NULL) = (erased_at IS NOT NULL));
      -- Keys deleted before tombstones existed: a subject named in the log without a key was erased.
      INSERT INTO personal_data_keys (subject, key, erased_at)
      SELECT DISTINCT metadata->>'subject', NULL::bytea, now() FROM events WHERE metadata ? 'subject'
      ON CONFLICT (subject) DO NOTHING;`,
  },
  {
    id: 21,
    name: 'group commit',
    /*
     * append_units writes a batch of appends in one statement and one commit. Each unit (one
     * caller's append, possibly over several streams) runs in its own subtransaction: a unit that
     * fails (a stream's version, an erased subject, a taken event id) is rolled back alone and
     * answered on its own, and its neighbours are written. Every unit gets one answer, in order.
     */
    sql: `
      CREATE FUNCTION append_units(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
      DECLARE
        u jsonb;
        s jsonb;
        answers jsonb := '[]';
        versions jsonb;
        wrote boolean := false;
        n bigint;
        v bigint;
        exp text;
        at_stream text;
        at_index int;
        total int;
        stored int;
        in_place int;
        made int;
        first_tx xid8;
      BEGIN
        FOR u IN SELECT value FROM jsonb_array_elements(batch) LOOP
          BEGIN
            IF (u->>'r')::boolean THEN
              -- Caller-chosen ids: when all are stored in their own streams, this is a retry.
              SELECT count(*), count(ev.event_id), count(*) FILTER (WHERE ev.stream_id = w.sid)
                INTO total, stored, in_place
                FROM (SELECT st->>'id' AS sid, (e->>'id')::uuid AS id FROM jsonb_array_elements(u->'s') st, jsonb_array_elements(st->'ev') e) w
                LEFT JOIN events ev ON ev.event_id = w.id;
              IF stored > 0 THEN
                IF stored = total AND in_place = total THEN
                  SELECT ev.transaction_id INTO first_tx FROM events ev
                    WHERE ev.event_id IN (SELECT (e->>'id')::uuid FROM jsonb_array_elements(u->'s') st, jsonb_array_elements(st->'ev') e)
                    ORDER BY ev.transaction_id DESC LIMIT 1;
                  SELECT jsonb_agg((SELECT version::text FROM streams WHERE stream_id = st->>'id')) INTO versions FROM jsonb_array_elements(u->'s') st;
                  answers := answers || jsonb_build_array(jsonb_build_object('dup', first_tx::text, 'v', versions));
                ELSE
                  answers := answers || jsonb_build_array(jsonb_build_object('taken', true));
                END IF;
                CONTINUE;
              END IF;
            END IF;
            IF u ? 'u' THEN
              -- Keys the caller sealed with from memory must still be live.
              SELECT w.subject INTO at_stream FROM jsonb_array_elements_text(u->'u') w(subject)
                LEFT JOIN personal_data_keys k ON k.subject = w.subject WHERE k.key IS NULL LIMIT 1;
              IF FOUND THEN RAISE EXCEPTION USING ERRCODE = 'DLKEY', MESSAGE = at_stream; END IF;
            END IF;
            IF u ? 'f' THEN
              -- New subjects' keys: each must be created here, or the unit is answered with what exists.
              INSERT INTO personal_data_keys (subject, key) SELECT f.key, decode(f.value, 'base64') FROM jsonb_each_text(u->'f') f
                ON CONFLICT (subject) DO NOTHING;
              GET DIAGNOSTICS made = ROW_COUNT;
              IF made < (SELECT count(*) FROM jsonb_object_keys(u->'f')) THEN RAISE EXCEPTION USING ERRCODE = 'DLKEY', MESSAGE = ''; END IF;
            END IF;
            versions := '[]';
            at_index := 0;
            FOR s IN SELECT value FROM jsonb_array_elements(u->'s') LOOP
              at_stream := s->>'id';
              exp := s->>'e';
              n := jsonb_array_length(s->'ev');
              v := NULL;
              IF n = 0 THEN
                -- An expectation alone: checked, and held until commit.
                SELECT version INTO v FROM streams WHERE stream_id = at_stream FOR UPDATE;
                IF exp = 'no_stream' THEN
                  IF v IS NOT NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                ELSIF exp = 'stream_exists' THEN
                  IF v IS NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                ELSIF exp <> 'any' AND v IS DISTINCT FROM exp::bigint THEN
                  RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text;
                END IF;
              ELSE
                IF exp = 'no_stream' THEN
                  INSERT INTO streams (stream_id, version) VALUES (at_stream, n - 1) ON CONFLICT DO NOTHING RETURNING version INTO v;
                ELSIF exp = 'stream_exists' THEN
                  UPDATE streams SET version = version + n WHERE stream_id = at_stream RETURNING version INTO v;
                ELSIF exp = 'any' THEN
                  INSERT INTO streams (stream_id, version) VALUES (at_stream, n - 1)
                    ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + n RETURNING version INTO v;
                ELSE
                  UPDATE streams SET version = version + n WHERE stream_id = at_stream AND version = exp::bigint RETURNING version INTO v;
                END IF;
                IF v IS NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
                  SELECT at_stream, v - n + x.ord, (x.e->>'id')::uuid, x.e->>'t', x.e->'d', x.e->'m'
                  FROM jsonb_array_elements(s->'ev') WITH ORDINALITY AS x(e, ord) ORDER BY x.ord;
              END IF;
              versions := versions || to_jsonb(v::text);
              at_index := at_index + 1;
            END LOOP;
            IF u ? 'x' THEN
              -- Erasure in the erasure's own commit: the keys go, their tombstones stay.
              INSERT INTO personal_data_keys (subject, key, erased_at) SELECT x, NULL, now() FROM jsonb_array_elements_text(u->'x') x
                ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now());
            END IF;
            answers := answers || jsonb_build_array(jsonb_build_object('v', versions));
            wrote := true;
          EXCEPTION
            WHEN SQLSTATE 'DLVER' THEN
              answers := answers || jsonb_build_array(jsonb_build_object('conflict', SQLERRM::int, 'actual', (SELECT version::text FROM streams WHERE stream_id = at_stream)));
            WHEN SQLSTATE 'DLKEY' THEN
              -- What the key table holds for the unit's subjects: a key, or '' for a tombstone.
              answers := answers || jsonb_build_array(jsonb_build_object('keys', (
                SELECT coalesce(jsonb_object_agg(k.subject, coalesce(encode(k.key, 'base64'), '')), '{}') FROM personal_data_keys k
                WHERE k.subject IN (SELECT jsonb_array_elements_text(coalesce(u->'u', '[]')) UNION ALL SELECT jsonb_object_keys(coalesce(u->'f', '{}')))
              )));
            WHEN OTHERS THEN
              answers := answers || jsonb_build_array(jsonb_build_object('error', SQLSTATE, 'message', SQLERRM));
          END;
        END LOOP;
        RETURN jsonb_build_object('position', CASE WHEN wrote THEN pg_current_xact_id()::text END, 'answers', answers);
      END
      $fn$;`,
  },
  {
    id: 22,
    name: 'group commit, set-wise',
    /*
     * append_units again, with the common case written set-wise: a unit that appends to one
     * stream, with generated ids, no erasure, and keys as its writer believes them, is checked,
     * moved and inserted together with every other such unit of the batch, in a few statements
     * for the whole batch. Everything else (several streams, caller-chosen ids, erasures, a second
     * unit on the same stream, a stale key, a lost race) goes unit by unit, each in its own
     * subtransaction, as before. Every unit still gets one answer, in order.
     */
    sql: `
      CREATE OR REPLACE FUNCTION append_units(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
      DECLARE
        answers jsonb := '{}';
        ready bigint[];
        won bigint[];
        won_sid text[];
        won_n bigint[];
        won_version bigint[];
        wrote boolean := false;
        ord bigint;
        u jsonb;
        s jsonb;
        versions jsonb;
        n bigint;
        v bigint;
        exp text;
        at_stream text;
        at_index int;
        total int;
        stored int;
        in_place int;
        made int;
        wanted int;
        first_tx xid8;
      BEGIN
        -- Every existing stream of the batch, locked in one order, so that two batches never wait
        -- on each other in a cycle.
        PERFORM 1 FROM streams
          WHERE stream_id = ANY(ARRAY(SELECT st->>'id' FROM jsonb_array_elements(batch) b, jsonb_array_elements(b->'s') st))
          ORDER BY stream_id FOR UPDATE;

        WITH units AS (SELECT x.ord, x.u FROM jsonb_array_elements(batch) WITH ORDINALITY x(u, ord)),
        simple AS (
          SELECT DISTINCT ON (units.u->'s'->0->>'id') units.ord, units.u FROM units
          WHERE jsonb_array_length(units.u->'s') = 1 AND jsonb_array_length(units.u->'s'->0->'ev') > 0
            AND NOT (units.u ? 'r') AND NOT (units.u ? 'x')
          ORDER BY units.u->'s'->0->>'id', units.ord
        ),
        fresh AS (SELECT simple.ord, f.subject FROM simple, jsonb_object_keys(coalesce(simple.u->'f', '{}')) f(subject)),
        used AS (SELECT simple.ord, x.subject FROM simple, jsonb_array_elements_text(coalesce(simple.u->'u', '[]')) x(subject)),
        known AS MATERIALIZED (
          SELECT k.subject, k.key IS NOT NULL AS live FROM personal_data_keys k
          WHERE k.subject = ANY(ARRAY(SELECT fresh.subject FROM fresh UNION ALL SELECT used.subject FROM used))
        ),
        -- A new subject that has a key after all (or is new in two units), or a remembered key that is gone.
        unsure AS (
          SELECT f.ord FROM fresh f
          WHERE EXISTS (SELECT 1 FROM known WHERE known.subject = f.subject) OR EXISTS (SELECT 1 FROM fresh g WHERE g.subject = f.subject AND g.ord <> f.ord)
          UNION
          SELECT x.ord FROM used x WHERE NOT EXISTS (SELECT 1 FROM known WHERE known.subject = x.subject AND known.live)
        )
        SELECT array_agg(simple.ord) INTO ready FROM simple WHERE simple.ord NOT IN (SELECT unsure.ord FROM unsure);

        IF ready IS NOT NULL THEN
          WITH r AS (
            SELECT x.ord, x.u->'s'->0->>'id' AS sid, x.u->'s'->0->>'e' AS e, jsonb_array_length(x.u->'s'->0->'ev')::bigint AS n
            FROM jsonb_array_elements(batch) WITH ORDINALITY x(u, ord) WHERE x.ord = ANY(ready)
          ),
          created AS (
            INSERT INTO streams (stream_id, version) SELECT r.sid, r.n - 1 FROM r WHERE r.e IN ('no_stream', 'any') ORDER BY r.sid
            ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id, version
          ),
          moved AS (
            UPDATE streams st SET version = st.version + r.n FROM r
            WHERE st.stream_id = ANY(ARRAY(SELECT r.sid FROM r WHERE r.e <> 'no_stream')) AND st.stream_id = r.sid AND r.e <> 'no_stream'
              AND CASE WHEN r.e IN ('any', 'stream_exists') THEN true ELSE st.version = r.e::bigint END
            RETURNING st.stream_id, st.version
          )
          SELECT array_agg(r.ord), array_agg(r.sid), array_agg(r.n), array_agg(c.version) INTO won, won_sid, won_n, won_version
            FROM r JOIN (SELECT * FROM created UNION ALL SELECT * FROM moved) c ON c.stream_id = r.sid;
        END IF;

        IF won IS NOT NULL THEN
          INSERT INTO personal_data_keys (subject, key)
            SELECT f.key, decode(f.value, 'base64') FROM jsonb_array_elements(batch) WITH ORDINALITY x(u, ord), jsonb_each_text(x.u->'f') f
            WHERE x.ord = ANY(won) AND x.u ? 'f'
            ON CONFLICT (subject) DO NOTHING;
          GET DIAGNOSTICS made = ROW_COUNT;
          SELECT count(*) INTO wanted FROM jsonb_array_elements(batch) WITH ORDINALITY x(u, ord), jsonb_object_keys(x.u->'f')
            WHERE x.ord = ANY(won) AND x.u ? 'f';
          IF made < wanted THEN
            -- Another writer created one of these keys since the check: the batch is retried unit by unit.
            RAISE EXCEPTION 'a data key was created meanwhile' USING ERRCODE = '40001';
          END IF;
          INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
            SELECT w.sid, w.version - w.n + e.i, (e.ev->>'id')::uuid, e.ev->>'t', e.ev->'d', e.ev->'m'
            FROM unnest(won, won_sid, won_n, won_version) w(ord, sid, n, version)
            JOIN jsonb_array_elements(batch) WITH ORDINALITY x(u, ord) ON x.ord = w.ord
            CROSS JOIN LATERAL jsonb_array_elements(x.u->'s'->0->'ev') WITH ORDINALITY e(ev, i)
            ORDER BY w.ord, e.i;
          SELECT answers || jsonb_object_agg(w.ord::text, jsonb_build_object('v', jsonb_build_array(w.version::text)))
            INTO answers FROM unnest(won, won_version) w(ord, version);
          wrote := true;
        END IF;

        FOR ord, u IN SELECT x.ord, x.u FROM jsonb_array_elements(batch) WITH ORDINALITY x(u, ord)
                      WHERE won IS NULL OR NOT (x.ord = ANY(won)) ORDER BY x.ord LOOP
          BEGIN
            IF (u->>'r')::boolean THEN
              -- Caller-chosen ids: when all are stored in their own streams, this is a retry.
              SELECT count(*), count(ev.event_id), count(*) FILTER (WHERE ev.stream_id = w.sid)
                INTO total, stored, in_place
                FROM (SELECT st->>'id' AS sid, (e->>'id')::uuid AS id FROM jsonb_array_elements(u->'s') st, jsonb_array_elements(st->'ev') e) w
                LEFT JOIN events ev ON ev.event_id = w.id;
              IF stored > 0 THEN
                IF stored = total AND in_place = total THEN
                  SELECT ev.transaction_id INTO first_tx FROM events ev
                    WHERE ev.event_id IN (SELECT (e->>'id')::uuid FROM jsonb_array_elements(u->'s') st, jsonb_array_elements(st->'ev') e)
                    ORDER BY ev.transaction_id DESC LIMIT 1;
                  SELECT jsonb_agg((SELECT version::text FROM streams WHERE stream_id = st->>'id')) INTO versions FROM jsonb_array_elements(u->'s') st;
                  answers := answers || jsonb_build_object(ord::text, jsonb_build_object('dup', first_tx::text, 'v', versions));
                ELSE
                  answers := answers || jsonb_build_object(ord::text, jsonb_build_object('taken', true));
                END IF;
                CONTINUE;
              END IF;
            END IF;
            IF u ? 'u' THEN
              -- Keys the caller sealed with from memory must still be live.
              SELECT w.subject INTO at_stream FROM jsonb_array_elements_text(u->'u') w(subject)
                LEFT JOIN personal_data_keys k ON k.subject = w.subject WHERE k.key IS NULL LIMIT 1;
              IF FOUND THEN RAISE EXCEPTION USING ERRCODE = 'DLKEY', MESSAGE = at_stream; END IF;
            END IF;
            IF u ? 'f' THEN
              -- New subjects' keys: each must be created here, or the unit is answered with what exists.
              INSERT INTO personal_data_keys (subject, key) SELECT f.key, decode(f.value, 'base64') FROM jsonb_each_text(u->'f') f
                ON CONFLICT (subject) DO NOTHING;
              GET DIAGNOSTICS made = ROW_COUNT;
              IF made < (SELECT count(*) FROM jsonb_object_keys(u->'f')) THEN RAISE EXCEPTION USING ERRCODE = 'DLKEY', MESSAGE = ''; END IF;
            END IF;
            versions := '[]';
            at_index := 0;
            FOR s IN SELECT value FROM jsonb_array_elements(u->'s') LOOP
              at_stream := s->>'id';
              exp := s->>'e';
              n := jsonb_array_length(s->'ev');
              v := NULL;
              IF n = 0 THEN
                -- An expectation alone: checked, and held (locked) until commit.
                SELECT version INTO v FROM streams WHERE stream_id = at_stream FOR UPDATE;
                IF exp = 'no_stream' THEN
                  IF v IS NOT NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                ELSIF exp = 'stream_exists' THEN
                  IF v IS NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                ELSIF exp <> 'any' AND v IS DISTINCT FROM exp::bigint THEN
                  RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text;
                END IF;
              ELSE
                IF exp = 'no_stream' THEN
                  INSERT INTO streams (stream_id, version) VALUES (at_stream, n - 1) ON CONFLICT DO NOTHING RETURNING version INTO v;
                ELSIF exp = 'stream_exists' THEN
                  UPDATE streams SET version = version + n WHERE stream_id = at_stream RETURNING version INTO v;
                ELSIF exp = 'any' THEN
                  INSERT INTO streams (stream_id, version) VALUES (at_stream, n - 1)
                    ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + n RETURNING version INTO v;
                ELSE
                  UPDATE streams SET version = version + n WHERE stream_id = at_stream AND version = exp::bigint RETURNING version INTO v;
                END IF;
                IF v IS NULL THEN RAISE EXCEPTION USING ERRCODE = 'DLVER', MESSAGE = at_index::text; END IF;
                INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
                  SELECT at_stream, v - n + x.i, (x.e->>'id')::uuid, x.e->>'t', x.e->'d', x.e->'m'
                  FROM jsonb_array_elements(s->'ev') WITH ORDINALITY AS x(e, i) ORDER BY x.i;
              END IF;
              versions := versions || to_jsonb(v::text);
              at_index := at_index + 1;
            END LOOP;
            IF u ? 'x' THEN
              -- Erasure in the erasure's own commit: the keys go, their tombstones stay.
              INSERT INTO personal_data_keys (subject, key, erased_at) SELECT x, NULL, now() FROM jsonb_array_elements_text(u->'x') x
                ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now());
            END IF;
            answers := answers || jsonb_build_object(ord::text, jsonb_build_object('v', versions));
            wrote := true;
          EXCEPTION
            WHEN SQLSTATE 'DLVER' THEN
              answers := answers || jsonb_build_object(ord::text, jsonb_build_object('conflict', SQLERRM::int, 'actual', (SELECT version::text FROM streams WHERE stream_id = at_stream)));
            WHEN SQLSTATE 'DLKEY' THEN
              -- What the key table holds for the unit's subjects: a key, or '' for a tombstone.
              answers := answers || jsonb_build_object(ord::text, jsonb_build_object('keys', (
                SELECT coalesce(jsonb_object_agg(k.subject, coalesce(encode(k.key, 'base64'), '')), '{}') FROM personal_data_keys k
                WHERE k.subject IN (SELECT jsonb_array_elements_text(coalesce(u->'u', '[]')) UNION ALL SELECT jsonb_object_keys(coalesce(u->'f', '{}')))
              )));
            WHEN OTHERS THEN
              answers := answers || jsonb_build_object(ord::text, jsonb_build_object('error', SQLSTATE, 'message', SQLERRM));
          END;
        END LOOP;
        RETURN jsonb_build_object(
          'position', CASE WHEN wrote THEN pg_current_xact_id()::text END,
          'answers', (SELECT jsonb_agg(answers->(g::text) ORDER BY g) FROM generate_series(1, jsonb_array_length(batch)) g)
        );
      END
      $fn$;`,
  },
  {
    id: 30,
    name: 'sessions as an inline projection; exact idempotent answers',
    sql: `
      ALTER TABLE session_families ADD COLUMN expires_at timestamptz;
      UPDATE session_families SET expires_at = created_at + interval '30 days';
      ALTER TABLE session_families ALTER COLUMN expires_at SET NOT NULL;
      -- The session facts are events; this table is their inline projection, written by the very
      -- statement that appends them, so a revocation can never be committed without taking effect.
      CREATE FUNCTION session_families_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NEW.type = 'SessionStarted' THEN
          INSERT INTO session_families (family_id, user_id, created_at, expires_at)
          VALUES ((NEW.data->>'familyId')::uuid, (NEW.data->>'userId')::integer, (NEW.data->>'startedAt')::timestamptz,
                  COALESCE((NEW.data->>'expiresAt')::timestamptz, (NEW.data->>'startedAt')::timestamptz + interval '30 days'))
          ON CONFLICT (family_id) DO NOTHING;
        ELSE
          UPDATE session_families SET revoked_at = (NEW.data->>'revokedAt')::timestamptz, reason = NEW.data->>'reason'
          WHERE family_id = (NEW.data->>'familyId')::uuid AND revoked_at IS NULL;
        END IF;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER session_families_inline AFTER INSERT ON events
        FOR EACH ROW WHEN (NEW.type IN ('SessionStarted', 'SessionRevoked')) EXECUTE FUNCTION session_families_apply();
      -- Answers are replayed byte for byte (jsonb would reorder their keys), and an erased
      -- person's stored answers can be found and dropped.
      ALTER TABLE idempotency_keys ADD COLUMN answer text, ADD COLUMN user_id integer;
      UPDATE idempotency_keys SET answer = body::text WHERE body IS NOT NULL;
      ALTER TABLE idempotency_keys DROP COLUMN body;
      CREATE INDEX idempotency_keys_user ON idempotency_keys (user_id) WHERE user_id IS NOT NULL;`,
  },
  {
    id: 40,
    name: 'id sequences of the catalog: media, inspiration images, products, affiliate codes',
    sql: `
      CREATE SEQUENCE media_ids START 1;
      CREATE SEQUENCE image_ids START 1;
      CREATE SEQUENCE product_ids START 1;
      CREATE SEQUENCE affiliate_code_ids START 1;`,
  },
  {
    id: 41,
    name: 'search extensions: trigram, unaccent, cube',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE EXTENSION IF NOT EXISTS unaccent;
      CREATE EXTENSION IF NOT EXISTS cube;
      -- unaccent() is only STABLE (its dictionary could change), so index expressions and
      -- generated columns go through this IMMUTABLE wrapper with the dictionary named.
      CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;`,
  },
  {
    id: 42,
    name: 'demo catalog runs: whether the demo catalog finished loading (operational, not a business fact)',
    sql: `
      CREATE TABLE demo_catalog_runs (plan_version integer PRIMARY KEY, finished_at timestamptz NOT NULL DEFAULT now());`,
  },
  {
    id: 43,
    name: 'id sequences of look boards and Mix & Matches',
    sql: `
      CREATE SEQUENCE look_board_ids START 1;
      CREATE SEQUENCE mix_match_ids START 1;`,
  },
  {
    id: 44,
    name: 'id sequences of ambassador applications and nominations',
    sql: `
      CREATE SEQUENCE ambassador_application_ids START 1;
      CREATE SEQUENCE nomination_ids START 1;`,
  },
  {
    id: 45,
    name: 'id sequence of look requests',
    sql: `
      CREATE SEQUENCE request_ids START 1;`,
  },
  {
    id: 46,
    name: 'messaging and rewards id sequences; the realtime outbox',
    sql: `
      CREATE SEQUENCE conversation_ids START 1;
      CREATE SEQUENCE message_ids START 1;
      CREATE SEQUENCE redemption_ids START 1;
      -- What the projectors have made visible and the realtime gateway is to push: written in the
      -- projector's transaction, claimed by one query-api (FOR UPDATE SKIP LOCKED) and deleted once
      -- emitted, so every push happens once whatever the number of query-api processes.
      CREATE TABLE realtime_outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        ref jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- Wakes the gateway's relay when the inserting transaction commits (polling is the fallback).
      CREATE FUNCTION realtime_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('realtime_outbox', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER realtime_outbox_inserted AFTER INSERT ON realtime_outbox FOR EACH STATEMENT EXECUTE FUNCTION realtime_outbox_notify();`,
  },
  {
    id: 47,
    name: 'notification digests: when each member was last mailed their unread notifications (operational, not a business fact)',
    sql: `
      -- sent_at: the last digest (one a UTC day); covered_up_to: the newest notification it told of,
      -- so the next one tells only of what came after.
      CREATE TABLE notification_digests (user_id integer PRIMARY KEY, sent_at timestamptz NOT NULL, covered_up_to timestamptz NOT NULL);`,
  },
  {
    id: 48,
    name: 'id sequences of reports, takedown notices, credit claims and messages to the team',
    sql: `
      CREATE SEQUENCE report_ids START 1;
      CREATE SEQUENCE takedown_notice_ids START 1;
      CREATE SEQUENCE credit_claim_ids START 1;
      CREATE SEQUENCE inquiry_ids START 1;`,
  },
  {
    id: 49,
    name: 'mail to the team answers the person who wrote (Reply-To)',
    sql: `ALTER TABLE mail_outbox ADD COLUMN reply_to text;`,
  },
  {
    id: 50,
    name: 'a refresh token remembers the one it was exchanged for (the retry of a lost answer)',
    sql: `ALTER TABLE refresh_tokens ADD COLUMN replaced_by text;`,
  },
  {
    id: 57,
    name: 'an ended session is announced to every process (realtime disconnects its sockets)',
    sql: `
      -- In the revoking transaction, so the announcement goes out exactly when the end is committed,
      -- whichever way it ended (an event's inline projection, or refresh-token reuse seen in place).
      CREATE FUNCTION session_families_announce_end() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('session_ended', json_build_object('familyId', NEW.family_id, 'userId', NEW.user_id)::text);
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER session_families_ended AFTER UPDATE OF revoked_at ON session_families
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION session_families_announce_end();`,
  },
  {
    id: 58,
    name: 'a mail remembers whom it names besides its recipient (an erasure deletes it too)',
    sql: `
      ALTER TABLE mail_outbox ADD COLUMN about_user_ids integer[] NOT NULL DEFAULT '{}';
      CREATE INDEX mail_outbox_about ON mail_outbox USING gin (about_user_ids);`,
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
