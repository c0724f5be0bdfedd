import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { emailSubject } from '../shared/subjects';
import type { EmailSubjectErasedEvent } from '../identity/identity.events';
import { enumEntrySchema, enumResourceSchema } from './enums';

export const enumEntryAdded = defineEvent({
  type: 'EnumEntryAdded',
  version: 1,
  schema: z.object({ resource: enumResourceSchema, entry: enumEntrySchema }),
});

export const enumEntryChanged = defineEvent({
  type: 'EnumEntryChanged',
  version: 1,
  schema: z.object({ resource: enumResourceSchema, entry: enumEntrySchema }),
});

export const enumEntryRemoved = defineEvent({
  type: 'EnumEntryRemoved',
  version: 1,
  schema: z.object({ resource: enumResourceSchema, id: z.number().int().positive() }),
});

const idList = z.array(z.number().int().positive());
export const defaultFiltersSet = defineEvent({
  type: 'DefaultFiltersSet',
  version: 1,
  schema: z.object({ subStyles: idList, styles: idList, colors: idList, itemClasses: idList }),
});

export const referenceDataLoaded = defineEvent({
  type: 'ReferenceDataLoaded',
  version: 1,
  schema: z.object({ version: z.number().int().positive(), loadedAt: z.iso.datetime() }),
});

/**
 * Version 1 carried only the address; version 2 records where the subscription came from. Old
 * events are upcast with source "popup", the only place version 1 was written from.
 */
export const newsletterSubscribed = defineEvent({
  type: 'NewsletterSubscribed',
  version: 2,
  schema: z.object({
    emailHash: z.string().min(16),
    email: z.email(),
    source: z.enum(['popup', 'footer', 'sign-up']),
    /** Which incarnation of the address's data key seals `email` (see EmailSubjectErased). */
    subjectEpoch: z.number().int().min(0).optional(),
    subscribedAt: z.iso.datetime(),
  }),
  personal: { subject: (d) => emailSubject(d.emailHash, d.subjectEpoch), fields: ['email'] },
  history: [
    // Version 1 data: { emailHash, email, subscribedAt }.
    { version: 1, upcast: (d) => ({ ...(d as object), source: 'popup' }) },
  ],
});

export const siteEvents = [enumEntryAdded, enumEntryChanged, enumEntryRemoved, defaultFiltersSet, referenceDataLoaded, newsletterSubscribed] as const;

export type EnumEvent = EventOf<typeof enumEntryAdded> | EventOf<typeof enumEntryChanged> | EventOf<typeof enumEntryRemoved>;
export type DefaultFiltersEvent = EventOf<typeof defaultFiltersSet>;
export type ReferenceDataEvent = EventOf<typeof referenceDataLoaded>;
export type NewsletterEvent = EventOf<typeof newsletterSubscribed> | EmailSubjectErasedEvent;
export type SiteEvent = EnumEvent | DefaultFiltersEvent | ReferenceDataEvent | NewsletterEvent;
