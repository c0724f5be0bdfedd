import { QUEUE_KINDS, type QueueInput, type QueueItemView, type QueueKind } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { presentQueueItem, type QueueRow } from './present';

/**
 * The admins' one queue (GET /admin/queue), read from the moderation projector's views
 * (`image_reports`, `takedown_notices`, `credit_claims`), the catalog's and look boards' (pending,
 * submitted and taken-down content), `users` (business accounts waiting for approval, names) and
 * `ambassador_applications`. Each kind is one part of a single statement, cut to the page's end
 * in its own index order before the parts are merged, so a long queue is never read whole.
 */

/** The person's columns from a `users` row joined as `alias`. */
const who = (alias: string) =>
  `coalesce(${alias}.erased, true) AS who_erased, ${alias}.display_name AS who_display_name, ${alias}.first_name AS who_first_name, ${alias}.last_name AS who_last_name`;
/** A claimant named by what they wrote on the form (an erased claimant's rows are never listed). */
const claimant = (alias: string) => `false AS who_erased, ${alias}.full_name AS who_display_name, NULL::text AS who_first_name, NULL::text AS who_last_name`;

const imageLink = (alias: string) => `'/inspiration-image/' || ${alias}.id || '/' || ${alias}.slug`;
const productLink = (alias: string) => `'/product/' || ${alias}.id || '/' || ${alias}.slug`;
const boardLink = (alias: string) => `'/look-board/' || ${alias}.id || '/' || ${alias}.slug`;
const memberLink = (alias: string) => `'/get-the-look/users/details/' || ${alias}.id`;

const COLUMNS = 'kind, id, title, status, created_at, link, media_user_id, media_hash, who_erased, who_display_name, who_first_name, who_last_name, d';

type Wanted = QueueInput['status'];

/**
 * Each kind's part: its rows for the status asked. `open` is what waits for an admin; `takenDown`
 * the content an admin took down (to restore); `all` both, with what was decided.
 */
const PARTS: Record<QueueKind, (status: Wanted) => string | null> = {
  // One item per image with reports, open while any report is: the open ones counted (every one outside `open`).
  report: (status) => {
    if (status === 'takenDown') return null;
    const open = status === 'open';
    return `SELECT 'report' AS kind, i.id, i.title, r.status, r.created_at, ${imageLink('i')} AS link, i.media_user_id, i.media_hash, ${who('u')},
        jsonb_build_object('reports', r.n, 'subReasons', r.sub_reasons, 'imageStatus', i.status, 'imageTakenDown', i.taken_down) AS d
      FROM (
        SELECT r.image_id, count(*)::int AS n, jsonb_agg(r.sub_reason) AS sub_reasons,
          CASE WHEN bool_or(r.status = 'open') THEN 'open' WHEN bool_or(r.status = 'actioned') THEN 'takenDown' ELSE 'dismissed' END AS status,
          ${open ? 'min' : 'max'}(r.reported_at) AS created_at
        FROM image_reports r ${open ? `WHERE r.status = 'open'` : ''} GROUP BY r.image_id
      ) r
      JOIN inspiration_images i ON i.id = r.image_id AND NOT i.removed${open ? ' AND NOT i.taken_down' : ''}
      LEFT JOIN users u ON u.id = i.owner_id`;
  },
  takedownNotice: (status) => {
    if (status === 'takenDown') return null;
    return `SELECT 'takedownNotice' AS kind, n.id, coalesce(i.title, 'Image ' || n.image_id) AS title,
        CASE n.status WHEN 'accepted' THEN 'approved' ELSE n.status END AS status, n.filed_at AS created_at,
        ${imageLink('i')} AS link, i.media_user_id, i.media_hash, ${claimant('n')},
        jsonb_build_object('imageId', n.image_id, 'email', n.email, 'phone', n.phone, 'address', n.address, 'workDescription', n.work_description,
          'originalUrl', n.original_url, 'signature', n.signature, 'reason', n.reason, 'decidedAt', n.decided_at) AS d
      FROM takedown_notices n LEFT JOIN inspiration_images i ON i.id = n.image_id AND NOT i.removed
      WHERE NOT n.erased${status === 'open' ? ` AND n.status = 'open'` : ''}`;
  },
  creditClaim: (status) => {
    if (status === 'takenDown') return null;
    return `SELECT 'creditClaim' AS kind, c.id, coalesce(i.title, 'Image ' || c.image_id) AS title, c.status, c.filed_at AS created_at,
        ${imageLink('i')} AS link, i.media_user_id, i.media_hash, ${claimant('c')},
        jsonb_build_object('imageId', c.image_id, 'email', c.email, 'creditName', c.credit_name, 'creditUrl', c.credit_url, 'permission', c.permission,
          'message', c.message, 'signature', c.signature, 'reason', c.reason, 'decidedAt', c.decided_at) AS d
      FROM credit_claims c LEFT JOIN inspiration_images i ON i.id = c.image_id AND NOT i.removed
      WHERE NOT c.erased${status === 'open' ? ` AND c.status = 'open'` : ''}`;
  },
  image: (status) => catalogPart('image', 'inspiration_images', imageLink, status),
  product: (status) => catalogPart('product', 'products', productLink, status),
  lookBoard: (status) => {
    const pending = `b.status = 'submitted' AND NOT b.taken_down`;
    const where = status === 'open' ? pending : status === 'takenDown' ? 'b.taken_down' : `(${pending} OR b.taken_down)`;
    return `SELECT 'lookBoard' AS kind, b.id, b.title, CASE WHEN b.taken_down THEN 'takenDown' ELSE 'open' END AS status,
        CASE WHEN b.taken_down THEN b.taken_down_at ELSE b.submitted_at END AS created_at,
        ${boardLink('b')} AS link, coalesce(i.media_user_id, fp.media_user_id) AS media_user_id, coalesce(i.media_hash, fp.media_hash) AS media_hash, ${who('u')},
        jsonb_build_object('reviewStatus', b.status, 'public', b.public, 'products', cardinality(b.products), 'reason', b.taken_down_reason) AS d
      FROM look_boards b
      LEFT JOIN inspiration_images i ON i.id = b.inspiration_image_id
      LEFT JOIN LATERAL (SELECT p.media_user_id, p.media_hash FROM products p WHERE p.id = b.products[1]) fp ON true
      LEFT JOIN users u ON u.id = b.owner_id
      WHERE NOT b.deleted AND ${where}`;
  },
  business: (status) => {
    if (status === 'takenDown') return null;
    return `SELECT 'business' AS kind, u.id, coalesce(u.business_name, '') AS title,
        CASE u.business_approval WHEN 'pending' THEN 'open' ELSE u.business_approval END AS status,
        u.created_at, ${memberLink('u')} AS link, u.avatar_user_id AS media_user_id, u.avatar_hash AS media_hash, ${who('u')},
        jsonb_build_object('email', u.email, 'businessUrl', u.business_url, 'businessType', u.business_type, 'hasVerifiedEmail', u.has_verified_email,
          'reason', u.business_rejection_reason, 'decidedAt', u.business_decided_at) AS d
      FROM users u WHERE NOT u.erased AND ${status === 'open' ? `u.business_approval = 'pending'` : 'u.business_approval IS NOT NULL'}`;
  },
  ambassadorApplication: (status) => {
    if (status === 'takenDown') return null;
    return `SELECT 'ambassadorApplication' AS kind, a.id, coalesce(nullif(a.subject, ''), 'Ambassador application') AS title,
        CASE a.status WHEN 'pending' THEN 'open' ELSE a.status END AS status, a.created_at,
        ${memberLink('u')} AS link, u.avatar_user_id AS media_user_id, u.avatar_hash AS media_hash, ${who('u')},
        jsonb_build_object('userId', a.user_id, 'email', u.email, 'from', a.from_address, 'describeYourself', a.describe_yourself, 'interests', to_jsonb(a.interests),
          'links', to_jsonb(a.links), 'message', a.message, 'referredBy', a.referred_by, 'ambassadorType', a.ambassador_type, 'reason', a.reason) AS d
      FROM ambassador_applications a JOIN users u ON u.id = a.user_id AND NOT u.erased
      WHERE NOT a.erased${status === 'open' ? ` AND a.status = 'pending'` : ''}`;
  },
};

/** Images and products: waiting for approval, or taken down (with who decided why). */
function catalogPart(kind: 'image' | 'product', table: string, link: (alias: string) => string, status: Wanted): string {
  const pending = `t.status = 'pending' AND NOT t.taken_down`;
  const where = status === 'open' ? pending : status === 'takenDown' ? 't.taken_down' : `(${pending} OR t.taken_down)`;
  return `SELECT '${kind}' AS kind, t.id, t.title, CASE WHEN t.taken_down THEN 'takenDown' ELSE 'open' END AS status,
      CASE WHEN t.taken_down THEN t.taken_down_at ELSE t.created_at END AS created_at,
      ${link('t')} AS link, t.media_user_id, t.media_hash, ${who('u')},
      jsonb_build_object('approval', t.status, 'reason', t.taken_down_reason, 'takenDownBy', t.taken_down_by) AS d
    FROM ${table} t LEFT JOIN users u ON u.id = t.owner_id
    WHERE NOT t.removed AND ${where}`;
}

export interface QueueAnswer {
  items: QueueItemView[];
  counts: Record<QueueKind, number>;
}

/**
 * One page of the queue: open items oldest first (what waited longest comes first), anything
 * else newest first; ties by kind and id. The counts are the open items of every kind, whatever
 * the filter, for the console's tabs.
 */
export async function adminQueue(sql: Sql, q: QueueInput): Promise<QueueAnswer> {
  const kinds = q.kind === 'all' ? QUEUE_KINDS : [q.kind];
  const order = q.status === 'open' ? 'created_at ASC, kind, id' : 'created_at DESC, kind, id DESC';
  const parts = kinds.map((k) => PARTS[k](q.status)).filter((p): p is string => p !== null);
  const page = parts.length
    ? sql.query<QueueRow>(
        `SELECT ${COLUMNS} FROM (${parts.map((p) => `(SELECT ${COLUMNS} FROM (${p}) x ORDER BY ${order} LIMIT $1)`).join(' UNION ALL ')}) q
         ORDER BY ${order} OFFSET $2 LIMIT $3`,
        [q.offset + q.limit, q.offset, q.limit],
      )
    : Promise.resolve({ rows: [] as QueueRow[] });
  const counted = sql.query<{ kind: QueueKind; n: number }>(QUEUE_KINDS.map((k) => `SELECT '${k}'::text AS kind, count(*)::int AS n FROM (${PARTS[k]('open')}) x`).join(' UNION ALL '));
  const [{ rows }, { rows: counts }] = await Promise.all([page, counted]);
  return {
    items: rows.map(presentQueueItem),
    counts: Object.fromEntries(QUEUE_KINDS.map((k) => [k, counts.find((c) => c.kind === k)?.n ?? 0])) as Record<QueueKind, number>,
  };
}
