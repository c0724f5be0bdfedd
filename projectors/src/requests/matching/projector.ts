import { createHash } from 'node:crypto';
import {
  MATCHES_PER_REQUEST,
  MAX_OPEN_MATCHES,
  requestMatched,
  requestStream,
  type InspirationImageEvent,
  type LookBoardEvent,
  type ProductEvent,
  type RequestEvent,
  type ShowcaseEvent,
  type UserEvent,
} from '@decorlook/domain';
import { rankAmbassadors, type AmbassadorMatch, type AmbassadorProfile, type MatchCriteria } from '@decorlook/domain/requests/matching';
import type { Sql } from '@decorlook/infra/db/sql';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const REQUEST_MATCHING_PROJECTOR = 'request-matching';

type Event = UserEvent | ShowcaseEvent | InspirationImageEvent | ProductEvent | LookBoardEvent | RequestEvent;

/** A view name → physical table lookup (the projector's tables of this generation). */
type Tables = (view: string) => string;

type Of<T extends Event['type']> = Extract<Event, { type: T }>;

/** What an event's handler works with: the tables, the event and its position, and the store when the context has one (the runner's, a replay's). */
interface Applying {
  sql: Sql;
  table: Tables;
  store: EventStore | undefined;
  raw: RecordedEvent;
  /** The event's global position, which guards the rows it writes. */
  pos: string;
}

type On<T extends Event['type']> = (e: Of<T>, at: Applying) => Promise<void>;

/** A board event newer than the row: applied, and the owner's profile refreshed. */
async function boardChange({ sql, table, pos }: Applying, id: number, sets: string, params: unknown[] = []): Promise<void> {
  const { rows } = await sql.query<{ owner_id: number }>(
    `UPDATE ${table('rm_boards')} SET ${sets}${sets ? ', ' : ''}position = $2 WHERE id = $1 AND position < $2 AND NOT deleted RETURNING owner_id`,
    [id, pos, ...params],
  );
  if (rows[0]) await refreshProfiles(sql, table, [rows[0].owner_id]);
}

/** Out for good: neither deactivation nor erasure comes back in this product. */
async function leave(e: Of<'UserDeactivated'> | Of<'UserErased'>, { sql, table }: Applying): Promise<void> {
  await sql.query(`UPDATE ${table('rm_ambassadors')} SET gone = true WHERE user_id = $1`, [e.data.userId]);
}

/** One handler per event type the projector reads; its keys are the types it handles. */
const ON = {
  AmbassadorRoleGranted: async (e, { sql, table, pos }) => {
    const d = e.data;
    const ambassadors = table('rm_ambassadors');
    await sql.query(
      `INSERT INTO ${ambassadors} (user_id, ambassador, application_styles, user_position) VALUES ($1, true, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET ambassador = true, application_styles = EXCLUDED.application_styles, user_position = EXCLUDED.user_position
       WHERE ${ambassadors}.user_position < EXCLUDED.user_position`,
      [d.userId, d.styles, pos],
    );
    await refreshProfiles(sql, table, [d.userId]);
  },
  UserDeactivated: leave,
  UserErased: leave,
  ShowcaseStylesChanged: async (e, { sql, table, pos }) => {
    const d = e.data;
    const ambassadors = table('rm_ambassadors');
    await sql.query(
      `INSERT INTO ${ambassadors} (user_id, showcase_styles, showcase_position) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET showcase_styles = EXCLUDED.showcase_styles, showcase_position = EXCLUDED.showcase_position
       WHERE ${ambassadors}.showcase_position < EXCLUDED.showcase_position`,
      [d.userId, d.styles, pos],
    );
    await refreshProfiles(sql, table, [d.userId]);
  },
  InspirationImageAdded: async (e, { sql, table, pos }) => {
    await sql.query(`INSERT INTO ${table('rm_images')} (id, sub_styles, color_groups, position) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`, [
      e.data.imageId,
      e.data.subStyles,
      e.data.colorGroups,
      pos,
    ]);
  },
  InspirationImageEdited: async (e, { sql, table, pos }) => {
    if (e.data.subStyles === undefined) return;
    const { rowCount } = await sql.query(`UPDATE ${table('rm_images')} SET sub_styles = $2, position = $3 WHERE id = $1 AND position < $3`, [e.data.imageId, e.data.subStyles, pos]);
    if (!rowCount) return;
    // The sub-styles of every board made from the image changed with it.
    const { rows } = await sql.query<{ owner_id: number }>(`SELECT DISTINCT owner_id FROM ${table('rm_boards')} WHERE inspiration_image_id = $1`, [e.data.imageId]);
    await refreshProfiles(
      sql,
      table,
      rows.map((r) => r.owner_id),
    );
  },
  ProductAdded: async (e, { sql, table }) => {
    await sql.query(`INSERT INTO ${table('rm_products')} (id, item_class_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [e.data.productId, e.data.itemClassId]);
  },
  LookBoardCreated: async (e, { sql, table, pos }) => {
    const d = e.data;
    await sql.query(
      `INSERT INTO ${table('rm_boards')} (id, owner_id, style_id, room_type_id, products, inspiration_image_id, public, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [d.lookBoardId, d.ownerId, d.styleId, d.roomTypeId, d.products, d.inspirationImageId, d.public, pos],
    );
  },
  LookBoardEdited: async (e, at) => {
    const d = e.data;
    const review = d.resubmitted ? `, status = 'submitted'` : '';
    await boardChange(at, d.lookBoardId, `style_id = $3, room_type_id = $4, products = $5, inspiration_image_id = $6, public = $7${review}`, [
      d.styleId,
      d.roomTypeId,
      d.products,
      d.inspirationImageId,
      d.public,
    ]);
  },
  LookBoardSubmitted: (e, at) => boardChange(at, e.data.lookBoardId, `status = 'submitted'`),
  LookBoardApproved: (e, at) => boardChange(at, e.data.lookBoardId, `status = 'approved'`),
  LookBoardRejected: (e, at) => boardChange(at, e.data.lookBoardId, `status = 'rejected'`),
  LookBoardDeleted: (e, at) => boardChange(at, e.data.lookBoardId, `deleted = true`),
  LookBoardRated: async (e, { sql, table, pos }) => {
    const { rows } = await sql.query<{ owner_id: number }>(`SELECT owner_id FROM ${table('rm_boards')} WHERE id = $1`, [e.data.lookBoardId]);
    const owner = rows[0]?.owner_id;
    if (owner === undefined) return;
    await rate(sql, table, 'board', e.data.lookBoardId, e.data.userId, owner, e.data.rate, pos);
  },
  RequestSubmitted: async (e, { sql, table, store, raw }) => {
    const d = e.data;
    const requests = table('rm_requests');
    const { rows: known } = await sql.query<{ decided: AmbassadorMatch[] }>(`SELECT decided FROM ${requests} WHERE request_id = $1`, [d.requestId]);
    // Decided once, at its place in the log: a redelivery finds the profiles of a later time.
    if (known[0]) {
      if (store) await recordMatches(store, raw, known[0].decided);
      return;
    }
    const { rows: image } = await sql.query<{ sub_styles: number[] }>(`SELECT sub_styles FROM ${table('rm_images')} WHERE id = $1`, [d.inspirationImageId]);
    const criteria: MatchCriteria = {
      requesterId: d.userId,
      style: d.requestStyle,
      color: d.requestColor,
      roomType: d.roomType,
      itemClasses: d.items,
      subStyles: image[0]?.sub_styles ?? [],
    };
    const matches = await matchRequest(sql, table, criteria);
    await sql.query(`INSERT INTO ${requests} (request_id, requester_id, decided) VALUES ($1, $2, $3)`, [d.requestId, d.userId, JSON.stringify(matches)]);
    await setMatches(sql, table, d.requestId, matches);
    if (store) await recordMatches(store, raw, matches);
  },
  RequestMatched: async (e, { sql, table }) => {
    const d = e.data;
    await sql.query(
      `INSERT INTO ${table('rm_requests')} (request_id, requester_id, decided, recorded) VALUES ($1, $2, $3, true)
       ON CONFLICT (request_id) DO UPDATE SET recorded = true`,
      [d.requestId, d.requesterId, JSON.stringify(d.matches)],
    );
    await setMatches(sql, table, d.requestId, d.matches);
  },
  RecommendationAdded: async (e, { sql, table }) => {
    const d = e.data;
    await sql.query(`INSERT INTO ${table('rm_answers')} (request_id, ambassador_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [d.requestId, d.ambassadorId]);
    await refreshLoads(sql, table, [d.ambassadorId]);
  },
  // One rating per recommended board of a request (the requester's), changeable.
  RecommendationRated: (e, { sql, table, pos }) => rate(sql, table, 'recommendation', e.data.lookBoardId, e.data.requestId, e.data.ambassadorId, e.data.rate, pos),
  RequestClosed: async (e, { sql, table }) => {
    await sql.query(`UPDATE ${table('rm_requests')} SET closed = true WHERE request_id = $1`, [e.data.requestId]);
    const { rows } = await sql.query<{ ambassador_id: number }>(`SELECT ambassador_id FROM ${table('rm_matches')} WHERE request_id = $1`, [e.data.requestId]);
    await refreshLoads(
      sql,
      table,
      rows.map((r) => r.ambassador_id),
    );
  },
} satisfies { [T in Event['type']]?: On<T> };

type Handled = keyof typeof ON;

/**
 * Matching of requests to ambassadors (Request the Look). It keeps each ambassador's profile in
 * its own tables, from the events in global order: the declared styles (application, then the
 * showcase's own), what their published look boards show (style, room type, the item classes of
 * their products, their image's colour groups and sub-styles), the ratings they received and
 * their open load. So the profile an ambassador has when a request arrives depends on the events
 * before it only, and a rebuild reaches the same decision at the same point.
 *
 * On RequestSubmitted it ranks the candidates with the domain's scoring rule and records the
 * decision in `rm_requests`; then, when it has the event store (the runner's and a replay's
 * context), it appends RequestMatched to the request's stream unless that stream already has one,
 * with an event id derived from the request, so a retried batch, a second runner or a rebuild
 * appends nothing more. The load counts the decision at once (a burst of requests in one batch
 * does not all go to the same free ambassador) and is replaced by the recorded matches when
 * RequestMatched arrives: what was recorded is what the ambassadors were asked.
 *
 * Every row is position-guarded or keyed so that delivering events again changes nothing; a
 * request decided once is never decided again.
 */
export const requestMatchingProjector: Projector = {
  name: REQUEST_MATCHING_PROJECTOR,
  version: 1,
  personalData: false,
  tables: {
    rm_ambassadors: (t) => `CREATE TABLE ${t} (
      user_id integer PRIMARY KEY,
      ambassador boolean NOT NULL DEFAULT false,
      gone boolean NOT NULL DEFAULT false,
      application_styles integer[] NOT NULL DEFAULT '{}',
      -- The showcase's own styles; null until set (the application's stand meanwhile).
      showcase_styles integer[],
      -- What the rule reads: kept current by refreshProfiles.
      styles integer[] NOT NULL DEFAULT '{}',
      sub_styles integer[] NOT NULL DEFAULT '{}',
      colors integer[] NOT NULL DEFAULT '{}',
      room_types integer[] NOT NULL DEFAULT '{}',
      item_classes integer[] NOT NULL DEFAULT '{}',
      board_styles jsonb NOT NULL DEFAULT '{}',
      rating double precision,
      ratings_count integer NOT NULL DEFAULT 0,
      open_matches integer NOT NULL DEFAULT 0,
      user_position bigint NOT NULL DEFAULT 0,
      showcase_position bigint NOT NULL DEFAULT 0)`,
    rm_images: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      sub_styles integer[] NOT NULL,
      color_groups integer[] NOT NULL,
      position bigint NOT NULL)`,
    rm_products: (t) => `CREATE TABLE ${t} (id integer PRIMARY KEY, item_class_id integer NOT NULL)`,
    rm_boards: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL,
      style_id integer NOT NULL,
      room_type_id integer,
      products integer[] NOT NULL,
      inspiration_image_id integer,
      public boolean NOT NULL,
      status text NOT NULL DEFAULT 'draft',
      deleted boolean NOT NULL DEFAULT false,
      position bigint NOT NULL)`,
    rm_ratings: (t) => `CREATE TABLE ${t} (
      kind text NOT NULL,
      subject integer NOT NULL,
      rater integer NOT NULL,
      ambassador_id integer NOT NULL,
      rate smallint NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (kind, subject, rater))`,
    rm_requests: (t) => `CREATE TABLE ${t} (
      request_id integer PRIMARY KEY,
      requester_id integer NOT NULL,
      decided jsonb NOT NULL,
      recorded boolean NOT NULL DEFAULT false,
      closed boolean NOT NULL DEFAULT false)`,
    rm_matches: (t) => `CREATE TABLE ${t} (
      request_id integer NOT NULL,
      ambassador_id integer NOT NULL,
      score double precision NOT NULL,
      PRIMARY KEY (request_id, ambassador_id))`,
    rm_answers: (t) => `CREATE TABLE ${t} (request_id integer NOT NULL, ambassador_id integer NOT NULL, PRIMARY KEY (request_id, ambassador_id))`,
  },
  indexes: (t) => [
    // The upper tier of a request: the live ambassadors who declared its style.
    `CREATE INDEX ON ${t('rm_ambassadors')} USING gin (styles) WHERE ambassador AND NOT gone`,
    `CREATE INDEX ON ${t('rm_boards')} (owner_id)`,
    `CREATE INDEX ON ${t('rm_boards')} (inspiration_image_id)`,
    `CREATE INDEX ON ${t('rm_ratings')} (ambassador_id)`,
    `CREATE INDEX ON ${t('rm_matches')} (ambassador_id)`,
  ],
  handles: Object.keys(ON),
  async apply(events, { sql, table, store }) {
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as Event;
      const on = ON[e.type as Handled] as On<Handled> | undefined;
      if (on) await on(e as Of<Handled>, { sql, table, store, raw, pos: String(raw.globalPosition) });
    }
  },
};

async function rate(sql: Sql, table: Tables, kind: string, subject: number, rater: number, ambassadorId: number, value: number, pos: string): Promise<void> {
  const ratings = table('rm_ratings');
  await sql.query(
    `INSERT INTO ${ratings} (kind, subject, rater, ambassador_id, rate, position) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (kind, subject, rater) DO UPDATE SET rate = EXCLUDED.rate, position = EXCLUDED.position WHERE ${ratings}.position < EXCLUDED.position`,
    [kind, subject, rater, ambassadorId, value, pos],
  );
  await refreshProfiles(sql, table, [ambassadorId]);
}

/** Replaces a request's match rows (the decision, then what was recorded) and the loads they touch. */
async function setMatches(sql: Sql, table: Tables, requestId: number, matches: readonly AmbassadorMatch[]): Promise<void> {
  const rows = table('rm_matches');
  const { rows: before } = await sql.query<{ ambassador_id: number }>(`DELETE FROM ${rows} WHERE request_id = $1 RETURNING ambassador_id`, [requestId]);
  if (matches.length) {
    await sql.query(`INSERT INTO ${rows} (request_id, ambassador_id, score) SELECT $1, m.user_id, m.score FROM unnest($2::int[], $3::float8[]) AS m(user_id, score)`, [
      requestId,
      matches.map((m) => m.userId),
      matches.map((m) => m.score),
    ]);
  }
  await refreshLoads(sql, table, [...new Set([...before.map((r) => r.ambassador_id), ...matches.map((m) => m.userId)])]);
}

/** Open load: requests matched to them, not answered by them, not closed. */
async function refreshLoads(sql: Sql, table: Tables, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await sql.query(
    `UPDATE ${table('rm_ambassadors')} a SET open_matches = (
       SELECT count(*)::int FROM ${table('rm_matches')} m JOIN ${table('rm_requests')} r ON r.request_id = m.request_id AND NOT r.closed
       WHERE m.ambassador_id = a.user_id AND NOT EXISTS (SELECT 1 FROM ${table('rm_answers')} x WHERE x.request_id = m.request_id AND x.ambassador_id = m.ambassador_id))
     WHERE a.user_id = ANY($1::int[])`,
    [ids],
  );
}

/**
 * Recomputes what the rule reads of each ambassador from the rows: their declared styles and
 * what their published boards show, and the ratings they received. One statement per refresh.
 */
async function refreshProfiles(sql: Sql, table: Tables, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const b = table('rm_boards');
  const published = `pb.owner_id = a.user_id AND pb.status = 'approved' AND pb.public AND NOT pb.deleted`;
  await sql.query(
    `UPDATE ${table('rm_ambassadors')} a SET
       styles = coalesce(a.showcase_styles, a.application_styles),
       sub_styles = ARRAY(SELECT DISTINCT s FROM ${b} pb JOIN ${table('rm_images')} i ON i.id = pb.inspiration_image_id, unnest(i.sub_styles) s WHERE ${published} ORDER BY s),
       colors = ARRAY(SELECT DISTINCT c FROM ${b} pb JOIN ${table('rm_images')} i ON i.id = pb.inspiration_image_id, unnest(i.color_groups) c WHERE ${published} ORDER BY c),
       room_types = ARRAY(SELECT DISTINCT pb.room_type_id FROM ${b} pb WHERE ${published} AND pb.room_type_id IS NOT NULL ORDER BY pb.room_type_id),
       item_classes = ARRAY(SELECT DISTINCT p.item_class_id FROM ${b} pb, unnest(pb.products) x(id) JOIN ${table('rm_products')} p ON p.id = x.id WHERE ${published} ORDER BY p.item_class_id),
       board_styles = coalesce((SELECT jsonb_object_agg(st, n) FROM (SELECT pb.style_id AS st, count(*)::int AS n FROM ${b} pb WHERE ${published} GROUP BY pb.style_id) z), '{}'),
       rating = (SELECT avg(r.rate)::float8 FROM ${table('rm_ratings')} r WHERE r.ambassador_id = a.user_id),
       ratings_count = (SELECT count(*)::int FROM ${table('rm_ratings')} r WHERE r.ambassador_id = a.user_id)
     WHERE a.user_id = ANY($1::int[])`,
    [ids],
  );
}

/**
 * A profile as one text per row: `user_id;styles;sub_styles;colors;room_types;item_classes;board_styles;rating;ratings_count;open_matches`.
 * Matching reads hundreds of profiles per request; one string each is parsed several times
 * faster than the driver's arrays and json (bench/matching.ts measures it).
 */
const PACKED = `concat_ws(';', user_id, array_to_string(styles, ','), array_to_string(sub_styles, ','), array_to_string(colors, ','),
  array_to_string(room_types, ','), array_to_string(item_classes, ','), board_styles::text, coalesce(rating::text, ''), ratings_count, open_matches) AS p`;

const idsOf = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number));

export function unpackProfile(packed: string): AmbassadorProfile {
  const [userId, styles, subStyles, colors, roomTypes, itemClasses, boardStyles, rating, ratingsCount, openMatches] = packed.split(';');
  return {
    userId: Number(userId),
    declaredStyles: idsOf(styles),
    subStyles: idsOf(subStyles),
    colors: idsOf(colors),
    roomTypes: idsOf(roomTypes),
    itemClasses: idsOf(itemClasses),
    boardStyles: JSON.parse(boardStyles) as Record<number, number>,
    ratingAverage: rating === '' ? null : Number(rating),
    ratingsCount: Number(ratingsCount),
    openMatches: Number(openMatches),
    live: true,
  };
}

/**
 * The best ambassadors for a request, by the domain's rule over the profiles kept here. The
 * rule puts everyone who declared the request's style above everyone who did not, so the
 * candidates are read tier by tier: the lower tier only when the upper one cannot fill the
 * request. Those who cannot be matched (the requester, the overloaded, the gone) are not read.
 */
export async function matchRequest(sql: Sql, table: Tables, c: MatchCriteria, limit = MATCHES_PER_REQUEST): Promise<AmbassadorMatch[]> {
  const eligible = `ambassador AND NOT gone AND user_id <> $1 AND open_matches < ${MAX_OPEN_MATCHES}`;
  const { rows: upper } = await sql.query<{ p: string }>(`SELECT ${PACKED} FROM ${table('rm_ambassadors')} WHERE ${eligible} AND styles @> ARRAY[$2::int]`, [c.requesterId, c.style]);
  const ranked = rankAmbassadors(
    c,
    upper.map((r) => unpackProfile(r.p)),
    limit,
  );
  if (ranked.length >= limit) return ranked;
  const { rows: lower } = await sql.query<{ p: string }>(`SELECT ${PACKED} FROM ${table('rm_ambassadors')} WHERE ${eligible} AND NOT styles @> ARRAY[$2::int]`, [c.requesterId, c.style]);
  return [
    ...ranked,
    ...rankAmbassadors(
      c,
      lower.map((r) => unpackProfile(r.p)),
      limit - ranked.length,
    ),
  ];
}

/** The RequestMatched event's id: one per request, so a second append of it is a no-op. */
export function matchedEventId(requestId: number): string {
  const h = createHash('sha256').update(`RequestMatched:${requestId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Appends RequestMatched unless the request's stream has one already (then nothing). */
async function recordMatches(store: EventStore, submitted: RecordedEvent, matches: readonly AmbassadorMatch[]): Promise<void> {
  const d = (submitted as unknown as Extract<RequestEvent, { type: 'RequestSubmitted' }>).data;
  const streamId = requestStream(d.requestId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { events, version } = await store.readStream(streamId);
    if (events.some((x) => x.type === requestMatched.type)) return;
    try {
      await store.append(streamId, version ?? 'no_stream', [
        {
          type: requestMatched.type,
          data: { requestId: d.requestId, requesterId: d.userId, matches: matches.map((m) => ({ userId: m.userId, score: m.score })), matchedAt: submitted.createdAt.toISOString() },
          eventId: matchedEventId(d.requestId),
          metadata: { causationId: submitted.eventId, correlationId: submitted.metadata.correlationId ?? submitted.eventId, userId: null },
        },
      ]);
      return;
    } catch (err) {
      // Another write to the request (a recommendation, a close) came first: read it again.
      if (!(err instanceof WrongExpectedVersion)) throw err;
    }
  }
  throw new Error(`request ${d.requestId}: the stream kept changing while its matches were recorded`);
}
