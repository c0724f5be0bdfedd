import { createHash } from 'node:crypto';
import {
  AMBASSADOR_TYPE_LABELS,
  creditClaimStream,
  evolveImage,
  imageStream,
  initialImageState,
  takedownNoticeStream,
  type InquiryEvent,
  type InspirationImageEvent,
  type ModerationEvent,
  INVITATION_VALID_DAYS,
  evolveUser,
  initialUserState,
  nominatorStream,
  userStream,
  type AmbassadorApplicationEvent,
  type NominationEvent,
  type NominatorEvent,
  type NominatorWords,
  type PersonaEmailEvent,
  type UserEvent,
} from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import type { EventStore, RecordedEvent } from '@decorlook/infra/event-store/types';
import type { TokenService } from '@decorlook/infra/identity/tokens';
import { defaultTeamEmail } from '@decorlook/infra/config';
import { enqueueMail, forgetRecipient, type OutboxMail } from '@decorlook/infra/mail/outbox';
import {
  ambassadorDecisionMail,
  ambassadorInvitationMail,
  claimDecisionMail,
  claimFiledTeamMail,
  claimReceivedMail,
  contactMessageMail,
  emailChangedMail,
  passwordResetMail,
  personaMail,
  tradeInquiryMail,
  verificationMail,
  type ClaimKind,
} from '@decorlook/infra/mail/templates';
import type { Reactor } from '@decorlook/infra/projections/index';

export interface MailReactorDeps {
  tokens: Pick<TokenService, 'verificationToken' | 'resetToken' | 'emailRevertToken' | 'invitationToken'>;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
  /** Where messages to the team go (TEAM_EMAIL); team@ the site's host when not given. */
  teamEmail?: string;
}

/**
 * The outbox key of a second mail one event calls for (the team's copy of a claim): a UUID
 * derived from the event's id, so a redelivered event still makes it once.
 */
export function secondMailId(eventId: string, part: string): string {
  const h = createHash('sha256').update(`${eventId}\n${part}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** What a claim's mails say of the claimant, read from the claim's own stream (sealed under their key). */
interface Claimant {
  kind: ClaimKind;
  id: number;
  imageId: number;
  userId: number;
  fullName: string | null;
  email: string | null;
}

export const MAIL_REACTOR = 'mail';

/** Statuses of an account that has not finished registering: an invitation code signs them in. */
const REGISTERING = new Set(['invited', 'unconfirmed', 'pre_complete']);

/** What a mail needs to know of a person at the moment of an event of theirs. */
interface Person {
  email: string | null;
  /** The keyed hash of the current address. */
  emailHash: string | null;
  name: string | null;
  /** Every address hash the person had: an erasure forgets mail to each. */
  emailHashes: string[];
  /** Verification links asked for so far: the first one is the welcome. */
  verificationLinks: number;
}

/** Folds the person's stream up to (not including) stream position `before`. */
export function personBefore(events: readonly RecordedEvent[], before: bigint): Person {
  const p: Person = { email: null, emailHash: null, name: null, emailHashes: [], verificationLinks: 0 };
  let displayName: string | null = null;
  let firstName: string | null = null;
  for (const raw of events) {
    if (raw.streamPosition >= before) break;
    const e = raw as unknown as UserEvent;
    switch (e.type) {
      case 'UserRegistered':
        p.email = e.data.email ?? null;
        p.emailHash = e.data.emailHash;
        p.emailHashes.push(e.data.emailHash);
        displayName = e.data.displayName || null;
        firstName = e.data.firstName || null;
        break;
      case 'ProfileUpdated':
        if (e.data.displayName) displayName = e.data.displayName;
        if (e.data.firstName) firstName = e.data.firstName;
        break;
      case 'UserConfirmed':
        if (e.data.firstName) firstName = e.data.firstName;
        break;
      case 'EmailChanged':
        p.email = e.data.email ?? null;
        p.emailHash = e.data.emailHash;
        p.emailHashes.push(e.data.emailHash, e.data.previousEmailHash);
        break;
      case 'VerificationLinkRequested':
        p.verificationLinks++;
        break;
      case 'UserErased':
        p.emailHashes.push(e.data.emailHash);
        p.email = p.emailHash = null;
        displayName = firstName = null;
        break;
    }
  }
  p.name = displayName || firstName;
  return p;
}

/**
 * Mails what the identity events call for: verification links, password resets, the style-quiz
 * result, the notice to the previous address when an address changes, the ambassador
 * programme's invitations and decisions, messages to the team (trade inquiries, contact and
 * support, Reply-To the sender) and the receipts and decisions of takedown notices and credit
 * claims (a notice or claim also goes to the team). A reactor, not a
 * projector: it starts at the current position, is never replayed, and keys each mail by the
 * event that called for it (the outbox key). It keeps no copy of anyone's address or name: it
 * reads the person's own stream when it needs them, so it depends on no other projector's
 * progress, and an erased person's stream no longer opens. An erasure deletes every mail to or
 * about the person, sent or not.
 */
export function mailReactor(deps: MailReactorDeps): Reactor {
  return {
    kind: 'reactor',
    name: MAIL_REACTOR,
    version: 4,
    handles: Object.keys(MAILS),
    async apply(events, { sql, store }) {
      const batch = batchOf(deps, sql, store);
      for (const raw of events) {
        const e = raw as unknown as MailEvent;
        const mail = MAILS[e.type as MailType] as MailOf<MailType> | undefined;
        if (mail) await mail(e as Of<MailType>, raw, batch);
      }
    },
  };
}

type MailEvent = UserEvent | PersonaEmailEvent | NominationEvent | AmbassadorApplicationEvent | InquiryEvent | ModerationEvent;
type Of<T extends MailEvent['type']> = Extract<MailEvent, { type: T }>;

/** What the mails of one batch share: the reactor's settings, the batch's transaction and store, and each person's stream read once. */
interface Batch {
  deps: MailReactorDeps;
  sql: Sql;
  store: EventStore;
  streamOf(userId: number): Promise<RecordedEvent[]>;
  /** The person as they were at the event (`inclusive`: with it). */
  at(raw: RecordedEvent, userId: number, inclusive: boolean): Promise<Person>;
  /** For an event of another stream (an application's): the person as their stream stands. */
  current(userId: number): Promise<Person>;
  /** Queues a mail, keyed by the event that called for it (or by `eventId`, for a second one). */
  send(raw: RecordedEvent, m: Omit<OutboxMail, 'eventId' | 'at'>, eventId?: string): Promise<unknown>;
  /** Where messages to the team go. */
  team: string;
  /** The admins' moderation page, linked from the team's mails. */
  queue: string;
}

function batchOf(deps: MailReactorDeps, sql: Sql, store: EventStore): Batch {
  // One read per person per batch: a batch often holds several events of the same person.
  const streams = new Map<number, Promise<RecordedEvent[]>>();
  const streamOf = (userId: number) => {
    let s = streams.get(userId);
    if (!s) streams.set(userId, (s = readStream(store, userId)));
    return s;
  };
  return {
    deps,
    sql,
    store,
    streamOf,
    at: async (raw, userId, inclusive) => personBefore(await streamOf(userId), raw.streamPosition + (inclusive ? 1n : 0n)),
    current: async (userId) => {
      const events = await streamOf(userId);
      return personBefore(events, (events.at(-1)?.streamPosition ?? 0n) + 1n);
    },
    send: (raw, m, eventId = raw.eventId) => enqueueMail(sql, { ...m, eventId, at: raw.createdAt }),
    team: deps.teamEmail ?? defaultTeamEmail(deps.publicUrl),
    queue: `${deps.publicUrl}/dashboard/moderation`,
  };
}

type MailOf<T extends MailEvent['type']> = (e: Of<T>, raw: RecordedEvent, b: Batch) => Promise<void>;

async function verificationLink(e: Of<'VerificationLinkRequested'>, raw: RecordedEvent, b: Batch) {
  // The person as they were when the link was asked for: the address it is for.
  const p = await b.at(raw, e.data.userId, false);
  if (!p.email) return;
  const token = b.deps.tokens.verificationToken(e.data.userId, e.data.emailHash, new Date(e.data.requestedAt));
  const url = `${b.deps.publicUrl}/auth/email-verification/${e.data.userId}/${token}`;
  await b.send(raw, { kind: 'verification', userId: e.data.userId, to: p.email, recipientHash: e.data.emailHash, content: verificationMail({ name: p.name ?? 'there', url, newUser: p.verificationLinks === 0 }) });
}

async function passwordReset(e: Of<'PasswordResetRequested'>, raw: RecordedEvent, b: Batch) {
  const p = await b.at(raw, e.data.userId, false);
  if (!p.email) return;
  const token = b.deps.tokens.resetToken(e.data.userId, e.data.passwordVersion, new Date(e.data.requestedAt));
  const url = `${b.deps.publicUrl}/auth/password/reset/${token}?email=${encodeURIComponent(p.email)}`;
  await b.send(raw, { kind: 'reset', userId: e.data.userId, to: p.email, recipientHash: e.data.emailHash, content: passwordResetMail({ name: p.name ?? 'there', url }) });
}

async function personaResult(e: Of<'PersonaEmailRequested'>, raw: RecordedEvent, b: Batch) {
  // The address is sealed under its own subject; after an erasure it reads as null.
  if (!e.data.email) return;
  const style = e.data.persona ? `?style=${encodeURIComponent(e.data.persona)}` : '';
  await b.send(raw, {
    kind: 'persona',
    userId: e.data.userId,
    to: e.data.email,
    recipientHash: e.data.emailHash,
    content: personaMail({ persona: e.data.persona ?? null, url: `${b.deps.publicUrl}/get-the-look${style}` }),
  });
}

async function emailChanged(e: Of<'EmailChanged'>, raw: RecordedEvent, b: Batch) {
  // Undoing a change from the notice's own link needs no notice of its own.
  if (e.data.reason === 'revert' || !e.data.email) return;
  const before = await b.at(raw, e.data.userId, false);
  if (!before.email) return;
  const token = b.deps.tokens.emailRevertToken(e.data.userId, e.data.previousEmailHash, new Date(e.data.changedAt));
  await b.send(raw, {
    kind: 'email-changed',
    userId: e.data.userId,
    to: before.email,
    recipientHash: e.data.previousEmailHash,
    content: emailChangedMail({ name: before.name ?? 'there', newEmail: e.data.email, url: `${b.deps.publicUrl}/auth/email-revert/${token}` }),
  });
}

async function userErased(e: Of<'UserErased'>, raw: RecordedEvent, b: Batch) {
  const p = await b.at(raw, e.data.userId, true);
  await forgetRecipient(b.sql, { userId: e.data.userId, emailHashes: [e.data.emailHash, ...p.emailHashes] });
}

async function emailSubjectErased(e: Of<'EmailSubjectErased'>, _raw: RecordedEvent, b: Batch) {
  await forgetRecipient(b.sql, { emailHashes: [e.data.emailHash] });
}

async function ambassadorInvitation(e: Of<'AmbassadorNominated'>, raw: RecordedEvent, b: Batch) {
  // The invitee's part is sealed under the invitee's key: erased, the address reads as empty.
  const d = e.data;
  if (!d.toEmailAddress) return;
  const words = d.nominatorId === null ? null : await nominatorWords(b.store, d.nominatorId, d.nominationId);
  // Erased since: the mail would name someone who is gone (their erasure deletes it anyway).
  if (words === 'erased') return;
  // An account still registering (made by this or an earlier invitation) signs in with the
  // code; someone who finished registering signs in as usual.
  const invitee = (await b.streamOf(d.inviteeId)).reduce((st, ev) => evolveUser(st, ev as unknown as UserEvent), initialUserState());
  const withCode = invitee.exists && !invitee.erased && REGISTERING.has(invitee.status);
  const page = `${b.deps.publicUrl}/ambassador/become-ambassador`;
  const url = withCode ? `${page}?invitation=${encodeURIComponent(b.deps.tokens.invitationToken(d.inviteeId, d.nominationId, new Date(d.nominatedAt)))}` : page;
  await b.send(raw, {
    kind: 'ambassador-invitation',
    userId: d.inviteeId,
    to: d.toEmailAddress,
    recipientHash: d.toEmailHash,
    // It quotes the nominator's name and words: their erasure deletes it too.
    about: d.nominatorId === null ? [] : [d.nominatorId],
    content: ambassadorInvitationMail({
      toName: d.toFirstName,
      fromName: [words?.firstName, words?.lastName].filter(Boolean).join(' '),
      message: words?.message ?? '',
      url,
      withCode,
      validDays: INVITATION_VALID_DAYS,
    }),
  });
}

async function ambassadorApproved(e: Of<'AmbassadorRoleGranted'>, raw: RecordedEvent, b: Batch) {
  const p = await b.at(raw, e.data.userId, false);
  if (!p.email || !p.emailHash) return;
  await b.send(raw, {
    kind: 'ambassador-decision',
    userId: e.data.userId,
    to: p.email,
    recipientHash: p.emailHash,
    content: ambassadorDecisionMail({
      name: p.name ?? 'there',
      approved: true,
      typeLabel: AMBASSADOR_TYPE_LABELS[e.data.ambassadorType],
      reason: null,
      url: `${b.deps.publicUrl}/dashboard/ambassador-management`,
    }),
  });
}

async function ambassadorRejected(e: Of<'AmbassadorApplicationRejected'>, raw: RecordedEvent, b: Batch) {
  const p = await b.current(e.data.userId);
  if (!p.email || !p.emailHash) return;
  await b.send(raw, {
    kind: 'ambassador-decision',
    userId: e.data.userId,
    to: p.email,
    recipientHash: p.emailHash,
    content: ambassadorDecisionMail({ name: p.name ?? 'there', approved: false, typeLabel: null, reason: e.data.reason, url: `${b.deps.publicUrl}/ambassador` }),
  });
}

async function tradeInquiry(e: Of<'TradeOpportunityInquirySent'>, raw: RecordedEvent, b: Batch) {
  const d = e.data;
  // Sealed under the inquiry's own key: an erased inquiry reads as empty and is not sent.
  if (!d.message) return;
  // A member is answered at their account's address as it is now; a visitor at the one they gave.
  const sender = d.userId ? await b.current(d.userId) : null;
  const replyTo = sender?.email ?? d.email ?? null;
  await b.send(raw, {
    kind: 'trade-inquiry',
    userId: d.userId,
    to: b.team,
    recipientHash: null,
    replyTo,
    content: tradeInquiryMail({ ...d, replyTo, url: b.queue }),
  });
}

async function contactMessage(e: Of<'ContactMessageSent'>, raw: RecordedEvent, b: Batch) {
  const d = e.data;
  if (!d.message || !d.email) return;
  await b.send(raw, { kind: 'contact-message', userId: d.userId, to: b.team, recipientHash: null, replyTo: d.email, content: contactMessageMail({ ...d, url: b.deps.publicUrl }) });
}

/** A takedown notice or credit claim filed: a receipt to the claimant, and the claim to the team (Reply-To the claimant). */
async function claimFiled(e: Of<'TakedownNoticeFiled' | 'CreditClaimFiled'>, raw: RecordedEvent, b: Batch) {
  const d = e.data;
  if (!d.email) return;
  const kind: ClaimKind = e.type === 'TakedownNoticeFiled' ? 'takedown' : 'credit';
  const id = e.type === 'TakedownNoticeFiled' ? e.data.noticeId : e.data.claimId;
  const title = await imageTitle(b.store, d.imageId);
  const details =
    e.type === 'TakedownNoticeFiled'
      ? [`The work: ${e.data.workDescription}`, e.data.originalUrl ? `Original: ${e.data.originalUrl}` : '', `Address: ${e.data.address}`, e.data.phone ? `Phone: ${e.data.phone}` : '', `Signed: ${e.data.signature}`]
      : [`Credit to: ${e.data.creditName}`, e.data.creditUrl ? `Link: ${e.data.creditUrl}` : '', `Permission: ${e.data.permission}`, e.data.message ? `Message: ${e.data.message}` : '', `Signed: ${e.data.signature}`];
  await b.send(raw, {
    kind: 'claim-received',
    userId: d.userId,
    to: d.email,
    recipientHash: null,
    content: claimReceivedMail({ kind, name: d.fullName ?? 'there', id, imageTitle: title, url: `${b.deps.publicUrl}/inspiration-image/${d.imageId}` }),
  });
  await b.send(
    raw,
    {
      kind: 'claim-received',
      userId: d.userId,
      to: b.team,
      recipientHash: null,
      replyTo: d.email,
      content: claimFiledTeamMail({ kind, id, claimant: d.fullName ?? '', email: d.email, imageTitle: title, details, url: b.queue }),
    },
    secondMailId(raw.eventId, 'team'),
  );
}

/** The decision on a notice or claim, to the claimant as their claim's own stream names them. */
async function claimDecision(raw: RecordedEvent, b: Batch, kind: ClaimKind, id: number, accepted: boolean, reason: string | null) {
  const c = await claimantOf(b.store, kind, id);
  // An erased claimant's words no longer open: nobody to write to.
  if (!c?.email) return;
  const url = accepted && kind === 'takedown' ? b.deps.publicUrl : `${b.deps.publicUrl}/inspiration-image/${c.imageId}`;
  await b.send(raw, { kind: 'claim-decision', userId: c.userId, to: c.email, recipientHash: null, content: claimDecisionMail({ kind, name: c.fullName ?? 'there', id, accepted, reason, url }) });
}

/** Each mail by the event that calls for it; the reactor handles exactly these. */
const MAILS = {
  VerificationLinkRequested: verificationLink,
  PasswordResetRequested: passwordReset,
  PersonaEmailRequested: personaResult,
  EmailChanged: emailChanged,
  UserErased: userErased,
  EmailSubjectErased: emailSubjectErased,
  AmbassadorNominated: ambassadorInvitation,
  AmbassadorRoleGranted: ambassadorApproved,
  AmbassadorApplicationRejected: ambassadorRejected,
  TradeOpportunityInquirySent: tradeInquiry,
  ContactMessageSent: contactMessage,
  TakedownNoticeFiled: claimFiled,
  CreditClaimFiled: claimFiled,
  TakedownNoticeAccepted: (e, raw, b) => claimDecision(raw, b, 'takedown', e.data.noticeId, true, null),
  TakedownNoticeRejected: (e, raw, b) => claimDecision(raw, b, 'takedown', e.data.noticeId, false, e.data.reason),
  CreditClaimApproved: (e, raw, b) => claimDecision(raw, b, 'credit', e.data.claimId, true, null),
  CreditClaimRejected: (e, raw, b) => claimDecision(raw, b, 'credit', e.data.claimId, false, e.data.reason),
} satisfies { [T in MailEvent['type']]?: MailOf<T> };
type MailType = keyof typeof MAILS;

async function imageTitle(store: EventStore, imageId: number): Promise<string> {
  const { events: image } = await store.readStream(imageStream(imageId));
  return image.reduce((st, ev) => evolveImage(st, ev as unknown as InspirationImageEvent), initialImageState()).title;
}

async function claimantOf(store: EventStore, kind: ClaimKind, id: number): Promise<Claimant | null> {
  const { events: claim } = await store.readStream(kind === 'takedown' ? takedownNoticeStream(id) : creditClaimStream(id));
  const filed = claim[0] as unknown as ModerationEvent | undefined;
  if (!filed || (filed.type !== 'TakedownNoticeFiled' && filed.type !== 'CreditClaimFiled')) return null;
  return { kind, id, imageId: filed.data.imageId, userId: filed.data.userId, fullName: filed.data.fullName ?? null, email: filed.data.email ?? null };
}

/**
 * What the nominator wrote in a nomination: in the NominationSent appended to their own stream with
 * it, sealed under their key. `'erased'` once they are; null for a nomination written before the
 * words moved there (they read as nothing: the template then says "A member").
 */
async function nominatorWords(store: EventStore, nominatorId: number, nominationId: number): Promise<NominatorWordsAsRead | 'erased' | null> {
  const { events } = await store.readStream(nominatorStream(nominatorId));
  const sent = events.find((ev) => ev.type === 'NominationSent' && (ev.data as NominatorEvent['data']).nominationId === nominationId);
  if (!sent) return null;
  if (sent.metadata.personalDataErased) return 'erased';
  return sent.data as NominatorWordsAsRead;
}

/** A NominationSent's words as the store reads them: null where none were written (see nominationSent's history). */
type NominatorWordsAsRead = { [K in keyof NominatorWords]: NominatorWords[K] | null };

async function readStream(store: EventStore, userId: number): Promise<RecordedEvent[]> {
  return (await store.readStream(userStream(userId))).events;
}
