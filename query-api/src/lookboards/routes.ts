import { operationsRouter, type Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardReads } from './look-boards.routes';
import { mixMatchReads } from './mix-matches.routes';

/** Every look board and Mix & Match read (the `service: 'query'` operations of LOOK_BOARD_ROUTES). */
export function lookBoardsReads(platform: Platform): Handlers<'query'> {
  return { ...lookBoardReads(platform), ...mixMatchReads(platform) };
}

/** Mounted on its own until every context's reads are handler maps (then the app builds one router). */
export const lookBoardsReadRoutes = (platform: Platform) => operationsRouter('query', lookBoardsReads(platform), { partial: true });
