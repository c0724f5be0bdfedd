import {
  ENUM_RESOURCES,
  REFERENCE_DATA_STREAM,
  REFERENCE_DATA_VERSION,
  REFERENCE_DEFAULT_FILTERS,
  REFERENCE_ENUMS,
  DEFAULT_FILTERS_STREAM,
  decideDefaultFilters,
  decideEnum,
  decideReferenceData,
  enumStream,
  evolveDefaultFilters,
  evolveEnum,
  evolveReferenceData,
  initialDefaultFilters,
  initialEnumState,
  initialReferenceData,
  type EnumEvent,
} from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/**
 * Loads the reference data through the ordinary commands. Each command records only what is
 * missing or changed, so running it again (or with a newer REFERENCE_DATA_VERSION) is safe.
 */
export async function seedReferenceData(platform: Platform): Promise<{ loaded: boolean; events: number; position: bigint }> {
  const meta: EventMetadata = { userId: null, correlationId: `seed-${REFERENCE_DATA_VERSION}`, causationId: null, appVersion: 'seed' };
  const marker = await platform.store.readStream(REFERENCE_DATA_STREAM);
  const current = marker.events.reduce((s, e) => evolveReferenceData(s, e as never), initialReferenceData());
  if (current.version >= REFERENCE_DATA_VERSION) return { loaded: false, events: 0, position: 0n };
  let events = 0;
  for (const resource of ENUM_RESOURCES) {
    const r = await handleCommand<ReturnType<typeof initialEnumState>, EnumEvent>(
      platform.store,
      { streamId: enumStream(resource), initialState: initialEnumState, evolve: evolveEnum },
      (state) => decideEnum({ type: 'DefineEnumEntries', resource, entries: REFERENCE_ENUMS[resource] }, state),
      meta,
    );
    events += r.events.length;
  }
  const f = await handleCommand(
    platform.store,
    { streamId: DEFAULT_FILTERS_STREAM, initialState: initialDefaultFilters, evolve: evolveDefaultFilters },
    (state) => decideDefaultFilters({ type: 'SetDefaultFilters', filters: REFERENCE_DEFAULT_FILTERS }, state),
    meta,
  );
  const done = await handleCommand(
    platform.store,
    { streamId: REFERENCE_DATA_STREAM, initialState: initialReferenceData, evolve: evolveReferenceData },
    (state) => decideReferenceData({ type: 'MarkReferenceDataLoaded', version: REFERENCE_DATA_VERSION, now: platform.clock().toISOString() }, state),
    meta,
  );
  return { loaded: true, events: events + f.events.length + done.events.length, position: done.position };
}
