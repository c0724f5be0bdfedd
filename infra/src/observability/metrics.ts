import client from 'prom-client';

/** One registry per process; every service and the projector runner record into it. */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request durations by service, method, route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const eventsAppended = new client.Counter({
  name: 'events_appended_total',
  help: 'Events appended to the event store',
  registers: [registry],
});

export const projectorEventsApplied = new client.Counter({
  name: 'projector_events_applied_total',
  help: 'Events applied by each projector',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectorFailures = new client.Counter({
  name: 'projector_failures_total',
  help: 'Projectors stopped by an event they could not apply',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectorLagEvents = new client.Gauge({
  name: 'projector_lag_events',
  help: 'Events not yet applied by each projector',
  labelNames: ['projector'] as const,
  registers: [registry],
});

export const projectorLagSeconds = new client.Gauge({
  name: 'projector_lag_seconds',
  help: 'Age of the oldest event not yet applied by each projector',
  labelNames: ['projector'] as const,
  registers: [registry],
});
