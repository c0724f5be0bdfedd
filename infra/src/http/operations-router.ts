import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { ROUTES, expressPath, type Operation, type RouteTable, type Service } from '@decorlook/domain';
import { requireUser } from './auth';
import { parseInput, parsePath } from './validate';

type Declared = RouteTable[number];
/** The operations one service answers, by operationId. */
export type OperationId<S extends Service> = Extract<Declared, { service: S }>['operationId'];
type OperationOf<Id extends string> = Extract<Declared, { operationId: Id }>;

type Parsed<O, K extends 'body' | 'query' | 'params', Otherwise> = O extends { [key in K]: infer S extends z.ZodType } ? z.infer<S> : Otherwise;

/**
 * One call of a declared operation. Its inputs are parsed with the operation's own schemas from the
 * route table, when the handler asks for them: a route first checks who may call (401/403), then
 * parses (422), in the order api.md gives.
 */
export interface Call<O> {
  req: Request;
  res: Response;
  /** Path parameters: the declared schema (422; an id beyond the range of ids is a 404), else the raw strings. */
  params(): Parsed<O, 'params', Record<string, string>>;
  query(): Parsed<O, 'query', Record<string, unknown>>;
  body(): Parsed<O, 'body', unknown>;
}

export type OperationHandler<O> = (call: Call<O>) => unknown;
/** A handler, or a handler behind Express middleware of its own (a policy, an upload parser, a rate limit). */
export type Route<O> = OperationHandler<O> | { use: readonly RequestHandler[]; handle: OperationHandler<O> };
/** The handlers of some of a service's operations (a context's part); the service's app joins them all. */
export type Handlers<S extends Service> = { [Id in OperationId<S>]?: Route<OperationOf<Id>> };

export interface RouterOptions {
  /**
   * Mount only the operations this picks (e.g. the token calls, before the idempotency middleware):
   * each picked operation still needs a handler, and handlers of operations it leaves out are left
   * to the router that picks them.
   */
  select?: (op: Operation) => boolean;
}

/**
 * The Express router of one service, built from the route table: each declared operation of the
 * service is mounted at its method and path, in table order but with a literal segment before a
 * parameter in the same place (`/look-board/examples` before `/look-board/{id}`). A `bearer`
 * operation refuses visitors (401) before its handler runs. Building fails when an operation has
 * no handler or a handler names no operation of the service, so the table and what is served
 * cannot drift apart.
 */
export function operationsRouter<S extends Service>(service: S, handlers: Handlers<S>, options: RouterOptions = {}): Router {
  const all = (ROUTES as readonly Operation[]).filter((op) => op.service === service);
  const ops = options.select ? all.filter(options.select) : all;
  const known = new Set(all.map((op) => op.operationId));
  const stray = Object.keys(handlers).filter((id) => !known.has(id));
  const missing = ops.filter((op) => !(op.operationId in handlers)).map((op) => op.operationId);
  if (stray.length || missing.length) {
    throw new Error(`The ${service} routes do not match the route table: ${[...missing.map((id) => `no handler for ${id}`), ...stray.map((id) => `${id} is not a ${service} operation`)].join('; ')}`);
  }
  const router = Router();
  for (const op of ops.filter((o) => o.operationId in handlers).sort(literalFirst)) {
    const route = (handlers as Record<string, Route<unknown>>)[op.operationId];
    const { use, handle } = typeof route === 'function' ? { use: [], handle: route } : route;
    const guards: RequestHandler[] = op.auth === 'bearer' && !use.includes(requireUser) ? [requireUser] : [];
    router[op.method](expressPath(op.path), ...guards, ...use, async (req: Request, res: Response) => {
      await handle(callOf(op, req, res));
    });
  }
  return router;
}

function callOf(op: Operation, req: Request, res: Response): Call<unknown> {
  return {
    req,
    res,
    params: () => (op.params ? parsePath(op.params as z.ZodType<Record<string, unknown>>, req.params) : req.params) as never,
    query: () => (op.query ? parseInput(op.query, req.query) : req.query) as never,
    body: () => (op.body ? parseInput(op.body, req.body) : req.body) as never,
  };
}

/**
 * Two paths can match the same call only when they have as many segments; Express answers with the
 * first mounted, so at the first place where one has a literal and the other a parameter, the
 * literal must come first. Comparing each path's literal (0) / parameter (1) pattern does exactly
 * that; paths that cannot meet keep the table's order or not, it makes no difference.
 */
const shape = (path: string) => path.split('/').map((s) => (s.startsWith('{') ? '1' : '0')).join('');
const literalFirst = (a: Operation, b: Operation) => (shape(a.path) < shape(b.path) ? -1 : shape(a.path) > shape(b.path) ? 1 : 0);

/** The contexts' handler maps of one service, joined; two contexts answering the same operation fail at start. */
export function joinHandlers<S extends Service>(maps: readonly Handlers<S>[]): Handlers<S> {
  const joined: Handlers<S> = {};
  for (const handlers of maps) {
    const twice = Object.keys(handlers).filter((id) => id in joined);
    if (twice.length) throw new Error(`More than one context answers ${twice.join(', ')}`);
    Object.assign(joined, handlers);
  }
  return joined;
}
