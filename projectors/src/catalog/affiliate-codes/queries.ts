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
