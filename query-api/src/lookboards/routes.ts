import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardReadRoutes } from './look-boards.routes';
import { mixMatchReadRoutes } from './mix-matches.routes';

/** Every look board and Mix & Match read (the `service: 'query'` operations of LOOK_BOARD_ROUTES). */
export function lookBoardsReadRoutes(platform: Platform): Router {
  const router = Router();
  router.use(lookBoardReadRoutes(platform));
  router.use(mixMatchReadRoutes(platform));
  return router;
}
