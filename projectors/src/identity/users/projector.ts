import { showcaseShareUrl, type ShowcaseEvent, type UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

const COLUMN: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  countryId: 'country_id',
  description: 'description',
  zipCode: 'zip_code',
  businessName: 'business_name',
  businessUrl: 'business_url',
  notificationEmail: 'notification_email',
};
const PREFERENCE_COLUMN = { vibes: 'vibes', styles: 'styles', subStyles: 'sub_styles', roomTypes: 'room_types', colors: 'colors' } as const;

/**
 * Accounts as the site shows them. Each row remembers the position of the last event applied to
 * it, and every change is guarded by that position, so delivering events again changes nothing.
 * An erased person's row keeps its id and shows "Deleted user".
 *
 * What the account's showcase adds (its address, its styles) comes from another stream
 * (`showcase-<userId>`), whose events may be applied in another order relative to the account's
 * own: they are guarded by a position of their own (`showcase_position`).
 * `publicUrl` makes the showcase's share address.
 */
export const USERS_PROJECTOR = 'users';

export function createUsersProjector(deps: { publicUrl: string }): Projector {
  return {
    name: USERS_PROJECTOR,
    // 2: the avatar (AvatarSet). 3: the ambassador role, type and declared styles, the showcase's address.
    // 4: business accounts approved or rejected by an admin (the decision's reason and time).
    version: 4,
    tables: {
      users: (t) => `CREATE TABLE ${t} (
        id integer PRIMARY KEY,
        role text NOT NULL,
        type text NOT NULL,
        status text NOT NULL,
        email text,
        email_hash text NOT NULL,
        first_name text,
        last_name text,
        display_name text,
        country_id integer NOT NULL DEFAULT 1,
        business_name text,
        business_url text,
        business_type text,
        business_approval text,
        business_decided_at timestamptz,
        business_rejection_reason text,
        show_products text NOT NULL DEFAULT 'all',
        description text,
        language_id integer,
        zip_code text,
        year_started integer,
        profession integer,
        vibes integer[] NOT NULL DEFAULT '{}',
        styles integer[] NOT NULL DEFAULT '{}',
        sub_styles integer[] NOT NULL DEFAULT '{}',
        room_types integer[] NOT NULL DEFAULT '{}',
        colors integer[] NOT NULL DEFAULT '{}',
        has_verified_email boolean NOT NULL DEFAULT false,
        new_user boolean NOT NULL DEFAULT true,
        notification_email boolean NOT NULL DEFAULT true,
        ambassador boolean NOT NULL DEFAULT false,
        ambassador_type text,
        ambassador_since timestamptz,
        -- The styles the approved application named; the showcase's own styles replace them once set.
        ambassador_styles integer[] NOT NULL DEFAULT '{}',
        showcase_styles integer[],
        declared_styles integer[] GENERATED ALWAYS AS (coalesce(showcase_styles, ambassador_styles)) STORED,
        showcase_url_key text,
        share_url text,
        showcase_position bigint NOT NULL DEFAULT 0,
        deactivated boolean NOT NULL DEFAULT false,
        erased boolean NOT NULL DEFAULT false,
        avatar_media_id integer,
        avatar_user_id integer,
        avatar_hash text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        position bigint NOT NULL)`,
    },
    indexes: (t) => [
      `CREATE INDEX ON ${t('users')} (lower(coalesce(display_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')))`,
      `CREATE INDEX ON ${t('users')} USING gin (declared_styles) WHERE ambassador AND NOT deactivated`,
      // The admins' queue: business accounts waiting for approval, oldest first.
      `CREATE INDEX ON ${t('users')} (created_at, id) WHERE business_approval = 'pending' AND NOT erased`,
    ],
    handles: [
      'UserRegistered',
      'UserEmailVerified',
      'PasswordChanged',
      'ProfileUpdated',
      'ProfessionSet',
      'AvatarSet',
      'PreferencesSet',
      'PreferencesFinished',
      'EmailChanged',
      'UserConfirmed',
      'UserDeactivated',
      'UserErased',
      'AmbassadorApplicationFiled',
      'AmbassadorRoleGranted',
      'ShowcaseUrlKeyChanged',
      'ShowcaseStylesChanged',
      'BusinessAccountApproved',
      'BusinessAccountRejected',
    ],
    async apply(events, { sql, table }) {
      const users = table('users');
      for (const raw of events as RecordedEvent[]) {
        const e = raw as unknown as UserEvent | ShowcaseEvent;
        const pos = String(raw.globalPosition);
        const at = raw.createdAt.toISOString();
        const update = async (sets: string, params: unknown[]) =>
          sql.query(`UPDATE ${users} SET ${sets ? `${sets}, ` : ''}position = $2, updated_at = $3 WHERE id = $1 AND position < $2`, [(e.data as { userId: number }).userId, pos, at, ...params]);
        /** A change from the account's showcase stream (the showcase id is the owner's id). */
        const showcase = async (userId: number, sets: string, params: unknown[]) =>
          sql.query(`UPDATE ${users} SET ${sets}, showcase_position = $2, updated_at = $3 WHERE id = $1 AND showcase_position < $2`, [userId, pos, at, ...params]);
        switch (e.type) {
          case 'UserRegistered': {
            const d = e.data;
            await sql.query(
              `INSERT INTO ${users} (id, role, type, status, email, email_hash, first_name, last_name, display_name, country_id, business_name, business_url,
                 business_type, show_products, description, language_id, zip_code, year_started, created_at, updated_at, position, business_approval)
               VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$19,$20,$21) ON CONFLICT (id) DO NOTHING`,
              [d.userId, d.role, d.type, d.status, d.email ?? null, d.emailHash, d.firstName ?? null, d.lastName ?? null, d.displayName ?? null, d.countryId,
                d.business?.name ?? null, d.business?.url ?? null, d.business?.type ?? null, d.showProducts, d.description ?? null, d.languageId ?? null,
                d.zipCode ?? null, d.yearStarted ?? null, d.registeredAt, pos, d.business?.approval ?? null],
            );
            break;
          }
          case 'UserEmailVerified':
            await update('has_verified_email = (email_hash = $4)', [e.data.emailHash]);
            break;
          case 'PasswordChanged':
            await update('', []);
            break;
          case 'ProfileUpdated': {
            const entries = Object.entries(e.data).filter(([k, v]) => k in COLUMN && v !== undefined);
            if (entries.length === 0) break;
            await update(entries.map(([k], i) => `${COLUMN[k]} = $${i + 4}`).join(', '), entries.map(([, v]) => v));
            break;
          }
          case 'ProfessionSet':
            await update('profession = $4', [e.data.profession]);
            break;
          case 'AvatarSet':
            await update('avatar_media_id = $4, avatar_user_id = $5, avatar_hash = $6', [e.data.mediaId, e.data.media.userId, e.data.media.hash]);
            break;
          case 'PreferencesSet':
            await update(`${PREFERENCE_COLUMN[e.data.category]} = $4`, [e.data.ids]);
            break;
          case 'PreferencesFinished':
            await update(`new_user = false, status = CASE WHEN status = 'no_pref' THEN 'complete' ELSE status END`, []);
            break;
          case 'EmailChanged':
            await update('email = $4, email_hash = $5, has_verified_email = false', [e.data.email ?? null, e.data.emailHash]);
            break;
          case 'UserConfirmed':
            await update(`first_name = $4, last_name = $5, status = CASE WHEN status IN ('unconfirmed', 'invited') THEN 'pre_complete' ELSE status END`, [
              e.data.firstName ?? null,
              e.data.lastName ?? null,
            ]);
            break;
          case 'UserDeactivated':
            await update('deactivated = true', []);
            break;
          case 'UserErased':
            await update(
              `erased = true, deactivated = true, email = NULL, share_url = NULL, showcase_url_key = NULL, first_name = NULL, last_name = NULL, display_name = NULL, description = NULL, zip_code = NULL,
               business_name = NULL, business_url = NULL, avatar_media_id = NULL, avatar_user_id = NULL, avatar_hash = NULL`,
              [],
            );
            break;
          case 'AmbassadorApplicationFiled':
            await update(`status = CASE WHEN status = 'pre_complete' THEN 'complete' ELSE status END`, []);
            break;
          case 'AmbassadorRoleGranted':
            await update(
              `role = CASE WHEN role = 'admin' THEN role ELSE 'ambassador' END, ambassador = true, ambassador_type = $4, ambassador_styles = $5,
               ambassador_since = $6, status = CASE WHEN status = 'pre_complete' THEN 'complete' ELSE status END`,
              [e.data.ambassadorType, e.data.styles, e.data.grantedAt],
            );
            break;
          // Only an account that asked as a business has an approval to decide (as the decider's evolve).
          case 'BusinessAccountApproved':
            await update(`business_approval = CASE WHEN business_approval IS NULL THEN NULL ELSE 'approved' END, business_decided_at = $4, business_rejection_reason = NULL`, [
              e.data.approvedAt,
            ]);
            break;
          case 'BusinessAccountRejected':
            await update(`business_approval = CASE WHEN business_approval IS NULL THEN NULL ELSE 'rejected' END, business_decided_at = $4, business_rejection_reason = $5`, [
              e.data.rejectedAt,
              e.data.reason,
            ]);
            break;
          case 'ShowcaseUrlKeyChanged':
            // An erased person's page has no address to share.
            await showcase(e.data.showcaseId, 'showcase_url_key = CASE WHEN erased THEN NULL ELSE $4 END, share_url = CASE WHEN erased THEN NULL ELSE $5 END', [
              e.data.urlKey,
              showcaseShareUrl(deps.publicUrl, e.data.urlKey),
            ]);
            break;
          case 'ShowcaseStylesChanged':
            await showcase(e.data.userId, 'showcase_styles = $4', [e.data.styles]);
            break;
          default:
            break;
        }
      }
    },
  };
}
