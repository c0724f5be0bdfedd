import { describe } from 'vitest';
import { eventRegistry } from '@decorlook/domain';
import { eventStoreContract } from './contract';
import { InMemoryEventStore } from './in-memory-event-store';

describe('in-memory event store: the contract', () => {
  const store = new InMemoryEventStore({ registry: eventRegistry });
  eventStoreContract(() => ({ store }), { holdOpen: false });
});
