import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { AffiliateCodeExists, NoSuchAffiliateCode, NotInList } from './catalog.errors';
import { at, positiveId } from './catalog.shared';

/** Retailers whose links can carry a curator's affiliate code (reference data, listed by type). */
export interface AffiliateSite {
  id: number;
  name: string;
  domain: string;
  type: 'retailer' | 'marketplace';
  /** The query parameter the site reads the code from. */
  param: string;
}

export const AFFILIATE_SITES: readonly AffiliateSite[] = [
  { id: 1, name: 'Hearth & Home', domain: 'hearthandhome.example', type: 'retailer', param: 'ref' },
  { id: 2, name: 'Nordic Nest Living', domain: 'nordicnest.example', type: 'retailer', param: 'aff' },
  { id: 3, name: 'Oak & Linen', domain: 'oakandlinen.example', type: 'retailer', param: 'ref' },
  { id: 4, name: 'The Nesting Room', domain: 'thenestingroom.example', type: 'retailer', param: 'partner' },
  { id: 5, name: 'Loft & Lumen', domain: 'loftandlumen.example', type: 'retailer', param: 'ref' },
  { id: 6, name: 'Maison Market', domain: 'maisonmarket.example', type: 'marketplace', param: 'tag' },
  { id: 7, name: 'Coast & Clay', domain: 'coastandclay.example', type: 'retailer', param: 'aff' },
  { id: 8, name: 'Urban Perch', domain: 'urbanperch.example', type: 'marketplace', param: 'tag' },
  { id: 9, name: 'Maison Motif', domain: 'maisonmotif.example', type: 'retailer', param: 'ref' },
  { id: 10, name: 'Woven Willow', domain: 'wovenwillow.example', type: 'marketplace', param: 'tag' },
];

/** The affiliate site a retailer address belongs to, if any (subdomains included). */
export function affiliateSiteOf(url: string | null | undefined): AffiliateSite | undefined {
  if (!url) return undefined;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return AFFILIATE_SITES.find((s) => host === s.domain || host.endsWith(`.${s.domain}`));
}

/** The outbound link of a product: the retailer's address carrying the affiliate code, when there is one. */
export function outboundLink(retailerUrl: string | null, code: string | null): string | null {
  if (!retailerUrl) return null;
  const site = affiliateSiteOf(retailerUrl);
  if (!site || !code) return retailerUrl;
  const url = new URL(retailerUrl);
  url.searchParams.set(site.param, code);
  return url.toString();
}

/** One stream per person holds their codes: at most one per site, checked inside the stream. */
export const affiliateCodesStream = (userId: number) => `affiliateCodes-${userId}`;

const codeId = positiveId;
export const affiliateCodeAdded = defineEvent({
  type: 'AffiliateCodeAdded',
  version: 1,
  schema: z.object({ codeId, userId: positiveId, siteId: positiveId, code: z.string().max(120), addedAt: at }),
});
export const affiliateCodeChanged = defineEvent({ type: 'AffiliateCodeChanged', version: 1, schema: z.object({ codeId, userId: positiveId, code: z.string().max(120), changedAt: at }) });
export const affiliateCodeDeleted = defineEvent({ type: 'AffiliateCodeDeleted', version: 1, schema: z.object({ codeId, userId: positiveId, siteId: positiveId, deletedAt: at }) });
export const affiliateEvents = [affiliateCodeAdded, affiliateCodeChanged, affiliateCodeDeleted] as const;
export type AffiliateEvent = EventOf<(typeof affiliateEvents)[number]>;

export interface AffiliateCodesState {
  codes: ReadonlyMap<number, { siteId: number; code: string }>;
}
export const initialAffiliateCodes = (): AffiliateCodesState => ({ codes: new Map() });

export function evolveAffiliateCodes(state: AffiliateCodesState, event: AffiliateEvent): AffiliateCodesState {
  const codes = new Map(state.codes);
  switch (event.type) {
    case 'AffiliateCodeAdded':
      codes.set(event.data.codeId, { siteId: event.data.siteId, code: event.data.code });
      break;
    case 'AffiliateCodeChanged': {
      const c = codes.get(event.data.codeId);
      if (c) codes.set(event.data.codeId, { ...c, code: event.data.code });
      break;
    }
    case 'AffiliateCodeDeleted':
      codes.delete(event.data.codeId);
      break;
    default: {
      const never: never = event;
      return never;
    }
  }
  return { codes };
}

export type AffiliateCommand =
  | { type: 'AddAffiliateCode'; codeId: number; userId: number; siteId: number; code: string; now: string }
  | { type: 'ChangeAffiliateCode'; codeId: number; userId: number; code: string; now: string }
  | { type: 'DeleteAffiliateCode'; codeId: number; userId: number; now: string };

export function decideAffiliateCodes(command: AffiliateCommand, state: AffiliateCodesState): AffiliateEvent[] {
  switch (command.type) {
    case 'AddAffiliateCode': {
      if (!AFFILIATE_SITES.some((s) => s.id === command.siteId)) throw new NotInList('affiliateSiteId');
      if ([...state.codes.values()].some((c) => c.siteId === command.siteId)) throw new AffiliateCodeExists();
      return [{ type: 'AffiliateCodeAdded', data: { codeId: command.codeId, userId: command.userId, siteId: command.siteId, code: command.code, addedAt: command.now } }];
    }
    case 'ChangeAffiliateCode': {
      const c = state.codes.get(command.codeId);
      if (!c) throw new NoSuchAffiliateCode();
      if (c.code === command.code) return [];
      return [{ type: 'AffiliateCodeChanged', data: { codeId: command.codeId, userId: command.userId, code: command.code, changedAt: command.now } }];
    }
    case 'DeleteAffiliateCode': {
      const c = state.codes.get(command.codeId);
      if (!c) throw new NoSuchAffiliateCode();
      return [{ type: 'AffiliateCodeDeleted', data: { codeId: command.codeId, userId: command.userId, siteId: c.siteId, deletedAt: command.now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const affiliateCodesDecider = { initialState: initialAffiliateCodes, evolve: evolveAffiliateCodes, decide: decideAffiliateCodes };
