import { REPORT_SUB_REASON_OPTIONS, publicNameOf, type QueueItemView, type QueueKind, type ReportSubReason } from '@decorlook/domain';

type Status = QueueItemView['status'];
type Action = QueueItemView['actions'][number];
type Details = QueueItemView['details'];

/** One queue item as each kind's part of the statement reads it (`d`: the kind's own details). */
export interface QueueRow {
  kind: QueueKind;
  id: number;
  title: string;
  status: Status;
  created_at: Date;
  link: string | null;
  media_user_id: number | null;
  media_hash: string | null;
  /** Whose it is (owner, claimant, applicant), for the subtitle. */
  who_erased: boolean | null;
  who_display_name: string | null;
  who_first_name: string | null;
  who_last_name: string | null;
  d: Record<string, unknown>;
}

/** What an admin can do with an item now (the decision calls of MODERATION_ROUTES and the existing approvals). */
function actionsOf(kind: QueueKind, status: Status): Action[] {
  if (status === 'takenDown') return kind === 'image' || kind === 'product' || kind === 'lookBoard' ? ['restore'] : [];
  if (status !== 'open') return [];
  switch (kind) {
    case 'report':
      return ['dismiss', 'takeDown'];
    case 'image':
    case 'product':
    case 'lookBoard':
      return ['approve', 'reject', 'takeDown'];
    default:
      return ['approve', 'reject'];
  }
}

const subReasonLabel = (s: string) => REPORT_SUB_REASON_OPTIONS[s as ReportSubReason]?.label ?? s;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each reason once, with how many reports gave it, most given first. */
function reasonsOf(subReasons: unknown): string[] {
  const counts = new Map<string, number>();
  for (const s of Array.isArray(subReasons) ? subReasons : []) counts.set(String(s), (counts.get(String(s)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([s, n]) => (n > 1 ? `${subReasonLabel(s)} (${n})` : subReasonLabel(s)));
}

/** JSON values as the queue's details hold them: text, numbers, booleans, null and lists of text. */
function detailsOf(d: Record<string, unknown>): Details {
  const out: Details = {};
  for (const [k, v] of Object.entries(d)) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.map(String);
    else out[k] = String(v);
  }
  return out;
}

/** An item of the queue: its subtitle and details in words, and what an admin can do with it now. */
export function presentQueueItem(r: QueueRow): QueueItemView {
  const name = publicNameOf({ erased: r.who_erased === true, displayName: r.who_display_name, firstName: r.who_first_name, lastName: r.who_last_name });
  const reason = text(r.d.reason);
  let subtitle: string;
  let details = detailsOf(r.d);
  switch (r.kind) {
    case 'report': {
      const reasons = reasonsOf(r.d.subReasons);
      const count = Number(r.d.reports ?? 0);
      subtitle = `${plural(count, 'report')}: ${reasons.join(', ')}`;
      details = { reports: count, reasons, owner: name, imageStatus: text(r.d.imageStatus), imageTakenDown: r.d.imageTakenDown === true };
      break;
    }
    case 'takedownNotice':
      subtitle = `${name} asks to take the image down`;
      details = { claimant: name, ...details };
      break;
    case 'creditClaim':
      subtitle = `${name} claims credit as ${text(r.d.creditName) ?? name} (${text(r.d.permission) ?? ''})`;
      details = { claimant: name, ...details };
      break;
    case 'business':
      subtitle = `${name} asks for a business account`;
      details = { member: name, ...details };
      break;
    case 'ambassadorApplication':
      subtitle = `${name} applies to be an ambassador`;
      details = { applicant: name, ...details };
      break;
    default:
      subtitle = r.status === 'takenDown' ? `By ${name}, taken down: ${reason ?? ''}` : `By ${name}, waiting for review`;
      details = { owner: name, ...details };
  }
  return {
    kind: r.kind,
    id: r.id,
    title: r.title,
    subtitle,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    link: r.link,
    media: r.media_user_id !== null && r.media_hash !== null ? { userId: r.media_user_id, hash: r.media_hash } : null,
    details,
    actions: actionsOf(r.kind, r.status),
  };
}
