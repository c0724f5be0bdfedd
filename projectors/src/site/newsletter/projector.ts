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
    for (const raw of events) {
      const e = raw as unknown as NewsletterEvent;
      await sql.query(
        `INSERT INTO ${table('newsletter_subscriptions')} AS t (email_hash, source, subscribed_at, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email_hash) DO NOTHING`,
        [e.data.emailHash, e.data.source, e.data.subscribedAt, String(raw.globalPosition)],
      );
    }
  },
};
