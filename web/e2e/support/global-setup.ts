import { expect, request as newRequest, type FullConfig } from '@playwright/test';
import { buildPlan, SMALL_CATALOG } from '../../../scripts/demo-catalog/plan';
import { createRunAdmin } from './admin';

/** The small demo catalog the browser tests' server loads (DEMO_CATALOG=small in playwright.config.ts). */
const plan = buildPlan(undefined, SMALL_CATALOG);

/**
 * Before any test, once per run, with the server up: the run's admin is recorded, and the demo
 * catalog has finished loading (its last step trains the compatibility model) and the read side
 * shows all of it, so no test waits for the catalog on its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  createRunAdmin();
  const request = await newRequest.newContext({ baseURL: config.projects[0].use.baseURL });
  try {
    const post = async (path: string, data: object) => (await request.post(path, { data })).json() as Promise<{ result?: unknown[]; total?: number }>;
    await expect
      .poll(
        async () => {
          const model = (await (await request.post('/v1/look-board/compatibility', { data: { roomTypeId: null, products: [] } })).json()) as { result?: { trainedAt: string | null } };
          return {
            modelTrained: (model.result?.trainedAt ?? null) !== null,
            galleryPage: (await post('/v1/inspiration-image/search-get-the-look', { limit: 30 })).result?.length ?? 0,
            products: (await post('/v1/product/search', { limit: 1 })).total ?? 0,
            lookBoards: (await post('/v1/look-board/search', { limit: 1 })).total ?? 0,
          };
        },
        { message: 'the small demo catalog loads', timeout: 240_000 },
      )
      .toEqual({ modelTrained: true, galleryPage: 30, products: plan.products.length, lookBoards: plan.boards.length });
  } finally {
    await request.dispose();
  }
}
