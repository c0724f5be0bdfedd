import { upcast, type EventRegistry } from '@decorlook/domain';
import { cleanStoredText } from '@decorlook/domain/shared/text';
import type { RecordedEvent } from './types';

/**
 * What every adapter does to a stored event's data once its personal fields are opened: cleans
 * its text, then upcasts it to its type's current version (updating the metadata's version).
 * History written before the text rule (domain/shared/text.ts) may hold NUL or other control
 * characters in sealed fields, which no read model can store; cleaned here, such an event no
 * longer stops a projector, and a store that holds one heals on its next read.
 */
export function dataOnRead(registry: EventRegistry, type: string, metadata: RecordedEvent['metadata'], data: unknown): unknown {
  const cleaned = cleanStoredText(data);
  const def = registry.get(type);
  if (!def || metadata.schemaVersion === def.version) return cleaned;
  const current = upcast(def, metadata.schemaVersion, cleaned);
  metadata.schemaVersion = def.version;
  return current;
}
