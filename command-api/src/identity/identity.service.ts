import { randomUUID } from 'node:crypto';
import {
  decideEmailReservation,
  decideSession,
  decideUser,
  emailStream,
  evolveEmailReservation,
  evolveSession,
  evolveUser,
  Gone,
  initialEmailReservation,
  initialSession,
  initialUserState,
  MESSAGES_IDENTITY,
  normaliseEmail,
  RateLimited,
  sessionStream,
  Unauthenticated,
  userStream,
  ValidationFailed,
  type EmailReservationEvent,
  type Role,
  type SessionCommand,
  type SessionEvent,
  type SignUpInput,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@decorlook/domain';
import { handleCommand, handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata, RecordedEvent } from '@decorlook/infra/event-store/types';
import { forgetSubject } from '@decorlook/infra/event-store/personal-data';
import { hashPassword, verifyPassword } from '@decorlook/infra/identity/passwords';
import { clear, hit, peek } from '@decorlook/infra/identity/rate-limit';
import { activeFamilies, markFamilyRevoked, openFamily, rotate } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';

/** The identity context's command handling: each step reads its own streams, decides, appends. */

const foldUser = (events: RecordedEvent[]) => events.reduce((s, e) => evolveUser(s, e as unknown as UserEvent), initialUserState());
const foldEmail = (events: RecordedEvent[]) => events.reduce((s, e) => evolveEmailReservation(s, e as unknown as EmailReservationEvent), initialEmailReservation());

export interface TokenAnswer {
  token_type: 'Bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export class IdentityService {
  constructor(private readonly p: Platform) {}

  private now = () => this.p.clock().toISOString();
  emailHash = (email: string) => this.p.hash(normaliseEmail(email));

  /** Runs a user command on `user-<id>`. */
  user(userId: number, command: UserCommand, meta: EventMetadata) {
    return handleCommand(this.p.store, { streamId: userStream(userId), initialState: initialUserState, evolve: evolveUser }, (s) => decideUser(command, s), meta);
  }

  async userState(userId: number): Promise<UserState> {
    return foldUser((await this.p.store.readStream(userStream(userId))).events);
  }

  /** The account holding an address, if any. */
  async holderOf(emailHash: string): Promise<number | null> {
    return foldEmail((await this.p.store.readStream(emailStream(emailHash))).events).holder;
  }

  /**
   * Sign-up: the address's reservation and the new account are written together or not at all,
   * so of any number of parallel sign-ups with one address exactly one makes an account.
   */
  async register(input: Omit<SignUpInput, 'password' | 'passwordRepeat' | 'terms' | 'reCaptchaToken'> & { password: string }, role: Role, meta: EventMetadata) {
    const emailHash = this.emailHash(input.email);
    if ((await this.holderOf(emailHash)) !== null) throw ValidationFailed.field('email', MESSAGES_IDENTITY.emailTaken, MESSAGES_IDENTITY.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const userId = await this.p.nextId('user_ids');
    const now = this.now();
    const { password: _password, ...profile } = input;
    const r = await handleMultiStreamCommand(
      this.p.store,
      [emailStream(emailHash), userStream(userId)],
      (h) => {
        const reservation = h.get(emailStream(emailHash))!;
        const reserved = decideEmailReservation({ type: 'ReserveEmail', emailHash, userId, now }, foldEmail(reservation.events));
        const registered = decideUser({ type: 'RegisterUser', userId, role, input: profile, emailHash, passwordHash, now }, initialUserState());
        return [
          { streamId: emailStream(emailHash), expected: reservation.version ?? 'no_stream', events: reserved },
          { streamId: userStream(userId), expected: 'no_stream', events: registered },
        ];
      },
      meta,
    ).catch((err) => {
      if (err instanceof ValidationFailed) throw new ValidationFailed(err.errors, MESSAGES_IDENTITY.emailTaken);
      throw err;
    });
    return { userId, position: r.position };
  }

  /** 10 failed sign-ins per address per 15 minutes (api.md). */
  private failedBucket = (emailHash: string) => `signin-failed:${emailHash}`;

  async login(email: string, password: string, meta: EventMetadata & { ipHash?: string | null }): Promise<{ tokens: TokenAnswer; userId: number; position: bigint }> {
    const emailHash = this.emailHash(email);
    const failures = await peek(this.p.pool, this.failedBucket(emailHash), 15 * 60);
    if (failures.count >= 10) throw new RateLimited(failures.retryAfter, 'Too many failed sign-ins. Please try again later.');
    const userId = await this.holderOf(emailHash);
    const state = userId === null ? null : await this.userState(userId);
    const ok = await verifyPassword(state && !state.erased ? state.passwordHash : null, password);
    if (!ok || !state) {
      await hit(this.p.pool, this.failedBucket(emailHash), 15 * 60);
      throw new Unauthenticated(MESSAGES_IDENTITY.badCredentials);
    }
    if (state.deactivated) throw new Gone(MESSAGES_IDENTITY.deactivated);
    await clear(this.p.pool, this.failedBucket(emailHash));
    return this.startSession(state, 'password', meta);
  }

  async startSession(state: UserState, method: 'password' | 'invitation' | 'sign-up', meta: EventMetadata & { ipHash?: string | null }) {
    const familyId = randomUUID();
    const r = await this.session(familyId, { type: 'StartSession', familyId, userId: state.userId, method, ipHash: meta.ipHash ?? undefined, now: this.now() }, meta);
    const refresh = await openFamily(this.p.pool, familyId, state.userId);
    return { tokens: this.tokenAnswer(state.userId, familyId, state.role, refresh), userId: state.userId, position: r.position };
  }

  private tokenAnswer(userId: number, familyId: string, role: string, refresh: string): TokenAnswer {
    return {
      token_type: 'Bearer',
      access_token: this.p.tokens.issueAccess({ userId, sessionId: familyId, role }),
      refresh_token: refresh,
      expires_in: this.p.tokens.accessTtlSeconds,
    };
  }

  session(familyId: string, command: SessionCommand, meta: EventMetadata) {
    return handleCommand<ReturnType<typeof initialSession>, SessionEvent>(
      this.p.store,
      { streamId: sessionStream(familyId), initialState: initialSession, evolve: evolveSession, usuallyNew: command.type === 'StartSession' },
      (s) => decideSession(command, s),
      meta,
    );
  }

  /**
   * Rotates a refresh token. Presenting one already rotated is theft or a replay: the whole
   * session family is revoked, ending the thief's and the owner's sessions.
   */
  async refresh(presented: string, meta: EventMetadata): Promise<TokenAnswer> {
    const r = await rotate(this.p.pool, presented);
    if (r.outcome === 'reused') {
      await this.session(r.familyId, { type: 'ReportRefreshTokenReuse', familyId: r.familyId, ipHash: meta.ipHash ?? undefined, now: this.now() }, meta);
      await markFamilyRevoked(this.p.pool, r.familyId, 'refresh_token_reuse');
      throw new Unauthenticated();
    }
    if (r.outcome === 'invalid') throw new Unauthenticated();
    const state = await this.userState(r.userId);
    if (state.deactivated) {
      await this.revokeAll(r.userId, 'deactivated', meta);
      throw new Unauthenticated();
    }
    return this.tokenAnswer(r.userId, r.familyId, state.role, r.token);
  }

  async revoke(familyId: string, reason: 'logout' | 'password_reset' | 'password_change' | 'deactivated' | 'erased', meta: EventMetadata): Promise<bigint> {
    const r = await this.session(familyId, { type: 'RevokeSession', familyId, reason, now: this.now() }, meta);
    await markFamilyRevoked(this.p.pool, familyId, reason);
    return r.position;
  }

  async revokeAll(userId: number, reason: 'password_reset' | 'password_change' | 'deactivated' | 'erased', meta: EventMetadata, except?: string): Promise<bigint> {
    let position = 0n;
    for (const familyId of await activeFamilies(this.p.pool, userId)) {
      if (familyId === except) continue;
      const p = await this.revoke(familyId, reason, meta);
      if (p > position) position = p;
    }
    return position;
  }

  /** Moves an account to a new address: reserve the new one, release the old, in one append. */
  async changeEmail(userId: number, newEmail: string, domain: string | undefined, meta: EventMetadata): Promise<bigint> {
    const state = await this.userState(userId);
    const newHash = this.emailHash(newEmail);
    if (newHash === state.emailHash) return 0n;
    const oldHash = state.emailHash;
    const now = this.now();
    const r = await handleMultiStreamCommand(
      this.p.store,
      [emailStream(newHash), emailStream(oldHash), userStream(userId)],
      (h) => {
        const newRes = h.get(emailStream(newHash))!;
        const oldRes = h.get(emailStream(oldHash))!;
        const user = h.get(userStream(userId))!;
        let reserved;
        try {
          reserved = decideEmailReservation({ type: 'ReserveEmail', emailHash: newHash, userId, now }, foldEmail(newRes.events));
        } catch {
          throw ValidationFailed.field('newEmail', MESSAGES_IDENTITY.emailTaken, MESSAGES_IDENTITY.emailTaken);
        }
        return [
          { streamId: emailStream(newHash), expected: newRes.version ?? 'no_stream', events: reserved },
          { streamId: emailStream(oldHash), expected: oldRes.version ?? 'no_stream', events: decideEmailReservation({ type: 'ReleaseEmail', emailHash: oldHash, userId, now }, foldEmail(oldRes.events)) },
          { streamId: userStream(userId), expected: user.version ?? 'no_stream', events: decideUser({ type: 'ChangeEmail', email: newEmail, emailHash: newHash, domain, now }, foldUser(user.events)) },
        ];
      },
      meta,
    );
    return r.position;
  }

  /** Erasure: the account is closed, its address released, its sessions ended, then its data key deleted. */
  async erase(userId: number, meta: EventMetadata): Promise<bigint> {
    const state = await this.userState(userId);
    const now = this.now();
    const r = await handleMultiStreamCommand(
      this.p.store,
      [emailStream(state.emailHash), userStream(userId)],
      (h) => {
        const res = h.get(emailStream(state.emailHash))!;
        const user = h.get(userStream(userId))!;
        return [
          { streamId: emailStream(state.emailHash), expected: res.version ?? 'no_stream', events: decideEmailReservation({ type: 'ReleaseEmail', emailHash: state.emailHash, userId, now }, foldEmail(res.events)) },
          { streamId: userStream(userId), expected: user.version ?? 'no_stream', events: decideUser({ type: 'EraseUser', now }, foldUser(user.events)) },
        ];
      },
      meta,
    );
    const revoked = await this.revokeAll(userId, 'erased', meta);
    await forgetSubject(this.p.pool, `user-${userId}`);
    return revoked > r.position ? revoked : r.position;
  }

  async hashPassword(password: string) {
    return hashPassword(password);
  }

  async verifyPassword(hash: string | null, password: string) {
    return verifyPassword(hash, password);
  }
}
