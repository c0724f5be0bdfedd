/**
 * The answer schemas of the route table (domain/src/http/responses.ts) against the types the
 * server builds its answers from: the OpenAPI document, and the web types generated from it, may
 * only promise what the code sends. Type-level only: `tsc` fails when they drift. Nothing here runs.
 */
import type { z } from 'zod';
import type { AppConfig, Checksum, DefaultFilters, UserState } from '@decorlook/domain';
import type { appConfigView, checksumView, defaultFiltersView, publicUserView, userView } from '@decorlook/domain/http/responses';
import type { PublicUserView, UserView } from '@decorlook/domain/identity/user.views';

type Holds<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;

/**
 * The described answer has the same fields as the served one; each served field fits the
 * description, except the listed ones, which the description narrows (the served type is wider
 * than what is ever sent) and which must still fit the served type.
 */
type Describes<Doc, Served, Narrowed extends keyof Served = never> = [
  Same<keyof Doc, keyof Served>,
  { [K in Exclude<keyof Served, Narrowed>]: K extends keyof Doc ? Fits<Served[K], Doc[K]> : false }[Exclude<keyof Served, Narrowed>],
  { [K in Narrowed]: K extends keyof Doc ? Fits<Doc[K], Served[K]> : false }[Narrowed],
][number];

type UserDoc = z.output<typeof userView>;

export type _Answers = [
  // Status, role and account type are typed as text by the read model; the decider's state holds them as enums.
  Holds<Describes<UserDoc, UserView, 'status' | 'role' | 'type' | 'email'>>,
  Holds<Fits<UserState['status'], UserDoc['status']>>,
  Holds<Fits<UserState['role'], UserDoc['role']>>,
  Holds<Fits<UserState['type'], UserDoc['type']>>,
  Holds<Describes<z.output<typeof publicUserView>, PublicUserView, 'type'>>,
  Holds<Same<z.output<typeof appConfigView>, AppConfig>>,
  Holds<Same<z.output<typeof defaultFiltersView>, DefaultFilters>>,
  Holds<Same<z.output<typeof checksumView>, Checksum>>,
];

// A check that cannot fail proves nothing: these must not hold.
export type _Refused = [
  // @ts-expect-error a served field the description lacks
  Holds<Describes<Omit<UserDoc, 'zipCode'>, UserView>>,
  // @ts-expect-error a served field wider than described, not declared as narrowed
  Holds<Describes<UserDoc, UserView>>,
  // @ts-expect-error a narrowed field that the served type cannot hold
  Holds<Describes<Omit<UserDoc, 'email'> & { email: number }, UserView, 'status' | 'role' | 'type' | 'email'>>,
];
