import { AFFILIATE_SITES, type affiliateCodeView } from '@decorlook/domain';
import type { z } from 'zod';
import type { Sql } from '@decorlook/infra/db/sql';

type AffiliateCodeView = z.infer<typeof affiliateCodeView>;

/** A person's affiliate codes (the affiliate-codes projector's `affiliate_codes`), by site. */
export async function affiliateCodesOf(sql: Sql, userId: number): Promise<AffiliateCodeView[]> {
  const { rows } = await sql.query<{ id: number; site_id: number; code: string }>(
    `SELECT id, site_id, code FROM affiliate_codes WHERE user_id = $1 AND NOT deleted ORDER BY site_id, id`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, affiliateSiteId: r.site_id, siteName: AFFILIATE_SITES.find((s) => s.id === r.site_id)?.name ?? '', code: r.code }));
}

/** The sites whose links can carry a code: reference data, by type ('all' lists every one). */
export function affiliateSitesOf(type: string) {
  return AFFILIATE_SITES.filter((s) => type === 'all' || s.type === type).map(({ id, name, domain, type: t }) => ({ id, name, domain, type: t }));
}

/**
 * The live code each owner has for each affiliate site asked (the shop links of their products
 * carry it), one statement for a whole list; null for an owner without one for that site.
 */
export async function affiliateCodeFor(sql: Sql, asked: readonly { userId: number; siteId: number | null }[]): Promise<(userId: number, siteId: number | null) => string | null> {
  const pairs = asked.filter((a): a is { userId: number; siteId: number } => a.siteId !== null);
  const { rows } =
    pairs.length === 0
      ? { rows: [] }
      : await sql.query<{ user_id: number; site_id: number; code: string }>(
          `SELECT c.user_id, c.site_id, c.code FROM affiliate_codes c
           WHERE NOT c.deleted AND (c.user_id, c.site_id) IN (SELECT * FROM unnest($1::int[], $2::int[])) ORDER BY c.id DESC`,
          [pairs.map((p) => p.userId), pairs.map((p) => p.siteId)],
        );
  const codes = new Map(rows.map((r) => [`${r.user_id}:${r.site_id}`, r.code]));
  return (userId, siteId) => (siteId === null ? null : (codes.get(`${userId}:${siteId}`) ?? null));
}
