import { NoSuchProduct } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import type { SearchIndex } from '@decorlook/infra/search/types';
import { productById, productsByIds, productsSimilarTo, productsSimilarToMany, searchProducts } from '@decorlook/projectors/catalog/products/queries';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';

/** The products' reads: a product's page, products by id, the search with facets and similar products. */
export function productReads(platform: Platform, index: SearchIndex): Handlers<'query'> {
  const sql = platform.pool;
  return {
    getProduct: async ({ req, res, params }) => {
      const { id } = params();
      const viewer = viewerOf(req);
      const product = await productById(sql, id, viewer, { withTakenDown: true });
      if (!product) throw new NoSuchProduct();
      res.set('Cache-Control', PRIVATE).json({ result: pageFor(product, viewer) });
    },
    searchProducts: async ({ req, res, body }) => {
      const input = body();
      res.set('Cache-Control', PRIVATE).json(await searchProducts(sql, index, input, viewerOf(req)));
    },
    getProductsById: async ({ req, res, body }) => {
      const { products } = body();
      res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, products, viewerOf(req)) });
    },
    similarProducts: async ({ req, res, body }) => {
      const input = body();
      res.set('Cache-Control', PRIVATE).json({ result: await productsSimilarToMany(sql, index, input, viewerOf(req)) });
    },
    similarToProduct: async ({ req, res, params, query }) => {
      const { id } = params();
      const { offset, limit } = query();
      const products = await productsSimilarTo(sql, index, { id, offset, limit }, viewerOf(req));
      if (!products) throw new NoSuchProduct();
      res.set('Cache-Control', PRIVATE).json({ result: products });
    },
  };
}
