import type { NewsletterEvent } from '@decorlook/domain';
import type { Projector } from '@decorlook/infra/projections/index';

/** Newsletter subscriptions by keyed address hash; the address itself stays in the encrypted log. */
export const newsletterProjector: Projector = {
  name: 'newsletter-subscriptions',
  version: 1,
  tables: {
    newsletter_subscriptions: (t) => `CREATE TABLE ${t} (
      email_hash text PRIMARY KEY,
      source text NOT NULL,
      subscribed_at timestamptz NOT NULL,
      position bigint NOT NULL)`,
  },
  handles: ['NewsletterSubscribed'],
  async apply(events, { sql, table }) {
    const rows = events.map((raw) => ({ e: raw as unknown as NewsletterEvent, position: String(raw.globalPosition) }));
    await sql.query(
      `INSERT INTO ${table('newsletter_subscriptions')} (email_hash, source, subscribed_at, position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[])
       ON CONFLICT (email_hash) DO NOTHING`,
      [rows.map((r) => r.e.data.emailHash), rows.map((r) => r.e.data.source), rows.map((r) => r.e.data.subscribedAt), rows.map((r) => r.position)],
    );
  },
};
