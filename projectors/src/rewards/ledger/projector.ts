import { pointsToCents, type LedgerEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const LEDGER_PROJECTOR = 'ledger';

/** What one ledger entry does to the member's figures. */
interface Effect {
  change: number;
  earned: number;
  redeemedPoints: number;
  redeemedCents: number;
}

/**
 * The members' point ledgers as the site and the auditors read them, from the `ledger-<userId>`
 * streams:
 * - `ledger_entries`: one row per entry, with the balance after it (the running balance), what
 *   earned it or took it back (the source event) and the hash chain as recorded;
 * - `redemptions`: one row per redemption and its status;
 * - `ledger_stats`: per member, everything earned, the balance, the points and cents redeemed
 *   (pending and paid), and the number of the last entry applied.
 *
 * A ledger is one stream and its entries are numbered (1-based, in the event), so the last entry
 * applied per member guards them all: an entry at or below it changes nothing, whether it comes
 * again or late. Entries come in stream order (the runner reads in global order), so each row's
 * balance is the previous one's plus its change; a rebuild from the events gives the same rows.
 */
export const ledgerProjector: Projector = {
  name: LEDGER_PROJECTOR,
  version: 1,
  // Ledger events carry ids and amounts only.
  personalData: false,
  tables: {
    ledger_entries: (t) => `CREATE TABLE ${t} (
      user_id integer NOT NULL,
      entry integer NOT NULL,
      type text NOT NULL,
      event_id uuid NOT NULL,
      kind text,
      source_key text,
      change integer NOT NULL,
      balance_after integer NOT NULL,
      redemption_id integer,
      admin_id integer,
      source_event_id uuid,
      source_type text,
      source_stream_id text,
      -- The entry's own time (earnedAt, withdrawnAt, redeemedAt, paidAt, refusedAt): it is part of the hashed content.
      at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      prev_hash text NOT NULL,
      hash text NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (user_id, entry))`,
    redemptions: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      points integer NOT NULL,
      cents integer NOT NULL,
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      settled_at timestamptz,
      admin_id integer,
      reason text,
      idempotency_key text)`,
    ledger_stats: (t) => `CREATE TABLE ${t} (
      user_id integer PRIMARY KEY,
      entries integer NOT NULL,
      earned integer NOT NULL,
      balance integer NOT NULL,
      redeemed_points integer NOT NULL,
      redeemed_cents integer NOT NULL,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('ledger_entries')} (user_id, at)`,
    `CREATE INDEX ON ${t('ledger_entries')} (user_id, entry DESC) WHERE type = 'PointsEarned'`,
    `CREATE INDEX ON ${t('redemptions')} (user_id, requested_at DESC, id DESC)`,
    `CREATE INDEX ON ${t('redemptions')} (requested_at, id)`,
  ],
  handles: ['PointsEarned', 'PointsWithdrawn', 'PointsRedeemed', 'RedemptionPaid', 'RedemptionRefused'],
  async apply(events, { sql, table }) {
    const entries = table('ledger_entries');
    const redemptions = table('redemptions');
    const stats = table('ledger_stats');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as LedgerEvent;
      const d = e.data;
      let effect: Effect;
      let at: string;
      switch (e.type) {
        case 'PointsEarned':
          effect = { change: e.data.points, earned: e.data.points, redeemedPoints: 0, redeemedCents: 0 };
          at = e.data.earnedAt;
          break;
        case 'PointsWithdrawn':
          // A compensating entry: what was earned is taken back (the earning's row stays as it was).
          effect = { change: -e.data.points, earned: -e.data.points, redeemedPoints: 0, redeemedCents: 0 };
          at = e.data.withdrawnAt;
          break;
        case 'PointsRedeemed':
          effect = { change: -e.data.points, earned: 0, redeemedPoints: e.data.points, redeemedCents: e.data.cents };
          at = e.data.redeemedAt;
          break;
        case 'RedemptionPaid':
          effect = { change: 0, earned: 0, redeemedPoints: 0, redeemedCents: 0 };
          at = e.data.paidAt;
          break;
        case 'RedemptionRefused': {
          // The refusal gives back the points and the cents the redemption had set aside.
          const { rows } = await sql.query<{ cents: number }>(`SELECT cents FROM ${redemptions} WHERE id = $1`, [e.data.redemptionId]);
          const cents = rows[0]?.cents ?? pointsToCents(e.data.points);
          effect = { change: e.data.points, earned: 0, redeemedPoints: -e.data.points, redeemedCents: -cents };
          at = e.data.refusedAt;
          break;
        }
        default:
          continue;
      }
      const pos = String(raw.globalPosition);
      // Claims the entry for the member's ledger: nothing happens unless it is past the last one applied.
      const { rows: claimed } = await sql.query<{ balance: number }>(
        `INSERT INTO ${stats} AS s (user_id, entries, earned, balance, redeemed_points, redeemed_cents, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id) DO UPDATE SET entries = EXCLUDED.entries, earned = s.earned + EXCLUDED.earned, balance = s.balance + EXCLUDED.balance,
           redeemed_points = s.redeemed_points + EXCLUDED.redeemed_points, redeemed_cents = s.redeemed_cents + EXCLUDED.redeemed_cents, position = EXCLUDED.position
         WHERE s.entries < EXCLUDED.entries
         RETURNING balance`,
        [d.userId, d.entry, effect.earned, effect.change, effect.redeemedPoints, effect.redeemedCents, pos],
      );
      if (claimed.length === 0) continue;
      const earnedFrom = e.type === 'PointsEarned' || e.type === 'PointsWithdrawn' ? e.data : null;
      const redemptionId = e.type === 'PointsEarned' || e.type === 'PointsWithdrawn' ? null : e.data.redemptionId;
      const adminId = e.type === 'RedemptionPaid' || e.type === 'RedemptionRefused' ? e.data.adminId : null;
      await sql.query(
        `INSERT INTO ${entries} (user_id, entry, type, event_id, kind, source_key, change, balance_after, redemption_id, admin_id,
           source_event_id, source_type, source_stream_id, at, recorded_at, prev_hash, hash, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         ON CONFLICT (user_id, entry) DO NOTHING`,
        [
          d.userId,
          d.entry,
          e.type,
          raw.eventId,
          earnedFrom?.kind ?? null,
          earnedFrom?.sourceKey ?? null,
          effect.change,
          claimed[0].balance,
          redemptionId,
          adminId,
          earnedFrom?.sourceEventId ?? null,
          earnedFrom?.sourceType ?? null,
          earnedFrom?.sourceStreamId ?? null,
          at,
          raw.createdAt,
          d.prevHash,
          d.hash,
          pos,
        ],
      );
      switch (e.type) {
        case 'PointsRedeemed':
          await sql.query(
            `INSERT INTO ${redemptions} (id, user_id, points, cents, status, requested_at, idempotency_key) VALUES ($1, $2, $3, $4, 'pending', $5, $6)
             ON CONFLICT (id) DO NOTHING`,
            [e.data.redemptionId, d.userId, e.data.points, e.data.cents, e.data.redeemedAt, e.data.idempotencyKey],
          );
          break;
        case 'RedemptionPaid':
          await sql.query(`UPDATE ${redemptions} SET status = 'paid', settled_at = $2, admin_id = $3 WHERE id = $1`, [e.data.redemptionId, e.data.paidAt, e.data.adminId]);
          break;
        case 'RedemptionRefused':
          await sql.query(`UPDATE ${redemptions} SET status = 'refused', settled_at = $2, admin_id = $3, reason = $4 WHERE id = $1`, [
            e.data.redemptionId,
            e.data.refusedAt,
            e.data.adminId,
            e.data.reason,
          ]);
          break;
        default:
          break;
      }
    }
  },
};
