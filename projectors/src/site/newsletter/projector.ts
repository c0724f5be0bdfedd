import type { NewsletterEvent } from '@decorlook/domain';
import type { Projector } from '@decorlook/infra/projections/index';

/** Newsletter subscriptions by keyed address hash; the address itself stays in the encrypted log. */
export const newsletterProjector: Projector = {
  name: 'newsletter-subscriptions',
  version: 2,
  tables: {
    newsletter_subscriptions: (t) => `CREATE TABLE ${t} (
      email_hash text PRIMARY KEY,
      source text NOT NULL,
      subscribed_at timestamptz NOT NULL,
      position bigint NOT NULL)`,
  },
  handles: ['NewsletterSubscribed', 'EmailSubjectErased'],
  // Rows are keyed by the address hash: the address itself is never needed here.
  personalData: false,
  async apply(events, { sql, table }) {
    const subs = table('newsletter_subscriptions');
    // Runs of subscriptions are written in one statement; an erasure of the address removes its row.
    let run: { e: Extract<NewsletterEvent, { type: 'NewsletterSubscribed' }>; position: string }[] = [];
    const flush = async () => {
      if (run.length === 0) return;
      await sql.query(
        `INSERT INTO ${subs} (email_hash, source, subscribed_at, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[])
         ON CONFLICT (email_hash) DO UPDATE SET source = excluded.source, subscribed_at = excluded.subscribed_at, position = excluded.position
         WHERE ${subs}.position < excluded.position`,
        [run.map((r) => r.e.data.emailHash), run.map((r) => r.e.data.source), run.map((r) => r.e.data.subscribedAt), run.map((r) => r.position)],
      );
      run = [];
    };
    for (const raw of events) {
      const e = raw as unknown as NewsletterEvent;
      if (e.type === 'NewsletterSubscribed') {
        run.push({ e, position: String(raw.globalPosition) });
        continue;
      }
      await flush();
      await sql.query(`DELETE FROM ${subs} WHERE email_hash = $1 AND position < $2`, [e.data.emailHash, String(raw.globalPosition)]);
    }
    await flush();
  },
};
