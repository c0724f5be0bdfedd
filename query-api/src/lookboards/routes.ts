import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardReads } from './look-boards.routes';
import { mixMatchReads } from './mix-matches.routes';

/** Every look board and Mix & Match read (the `service: 'query'` operations of LOOK_BOARD_ROUTES). */
export function lookBoardsReads(platform: Platform): Handlers<'query'> {
  return { ...lookBoardReads(platform), ...mixMatchReads(platform) };
}

