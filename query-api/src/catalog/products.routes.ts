import { Router } from 'express';
import { z } from 'zod';
import {
  idParam,
  limitField,
  NoSuchImage,
  NoSuchProduct,
  NoSuchRequest,
  offsetField,
  productsByIdInput,
  productSearchInput,
  similarProductsInput,
  Unauthenticated,
  type ProductSearchInput,
  type ProductView,
} from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { imageFeatures, likedProductIds, productById, productsByIds, visibleProductIds, type Viewer } from '@decorlook/infra/read-models/catalog';
import { requestFit } from '@decorlook/infra/read-models/requests';
import { tasteOf } from '@decorlook/infra/read-models/taste';
import { hasTaste } from '@decorlook/domain/recommendations/taste';
import type { ProductFacets, ProductQuery, SearchIndex } from '@decorlook/infra/search/types';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';

const page = z.object({ offset: offsetField, limit: limitField });

export interface ProductSearchAnswer {
  result: ProductView[];
  facets: ProductFacets;
  total: number;
}

/** The product search: filters, multi-select facet counts and the total from the index, then the page shown in one statement. */
export async function searchProducts(sql: Sql, index: SearchIndex, input: ProductSearchInput, viewer: Viewer): Promise<ProductSearchAnswer> {
  if ((input.type === 'my' || input.type === 'liked') && viewer.userId === null) throw new Unauthenticated();
  const query: ProductQuery = {
    offset: input.offset,
    limit: input.limit,
    text: input.search,
    styles: input.styles,
    subStyles: input.subStyles,
    colors: input.colors,
    itemClasses: input.itemClasses,
    materials: input.materials,
    shapes: input.shapes,
    prices: input.prices,
    countries: input.countries,
    statuses: ['approved'],
    sort: 'relevance',
  };
  switch (input.type) {
    case 'affiliate':
      query.affiliate = true;
      break;
    case 'my':
      query.ownerId = viewer.userId as number;
      query.statuses = ['pending', 'approved', 'rejected'];
      break;
    case 'liked':
      query.ids = await likedProductIds(sql, viewer.userId as number);
      break;
    case 'all':
      break;
  }
  const sort = input.sort ?? 'bestMatch';
  // A member's keeps and swaps adjust best match (domain's rankWithTaste); without any, it is as it was.
  const taste = sort === 'bestMatch' ? await tasteOf(sql, viewer.userId) : null;
  if (hasTaste(taste)) query.taste = taste;
  if (sort !== 'bestMatch') {
    query.sort = sort;
  } else if (input.imageId !== undefined || input.requestId !== undefined) {
    // Best match (the domain's room-fit rule): what a request asked for, then what the room type
    // needs, then nearest to the picture's colours and styles. A request or image the caller may
    // not see is not there. Without either, best match is text relevance (newest without text).
    query.sort = 'bestMatch';
    const request = input.requestId !== undefined && viewer.userId !== null ? await requestFit(sql, input.requestId, viewer.userId) : null;
    if (input.requestId !== undefined && !request) throw new NoSuchRequest();
    const imageId = input.imageId ?? request?.imageId;
    const image = imageId === undefined ? null : await imageFeatures(sql, imageId, viewer);
    if (input.imageId !== undefined && !image) throw new NoSuchImage();
    if (request) query.matchItemClasses = request.items;
    query.matchRoomType = request?.roomTypeId ?? image?.roomTypeId ?? null;
    if (image) {
      query.matchFeatures = image.features;
      query.matchStyles = image.styles;
    }
  } else if (hasTaste(taste) && !input.search) {
    // The member's product stream: their taste first, then the newest.
    query.sort = 'bestMatch';
  }
  const found = await index.searchProducts(query);
  return { result: await productsByIds(sql, found.ids, viewer), facets: found.facets, total: found.total };
}

/**
 * Products like several given ones: each one's nearest, taken in turns (the nearest of each
 * first), without repeats and without the given ones, then paged.
 */
export async function similarToMany(index: SearchIndex, ids: readonly number[], offset: number, limit: number): Promise<number[]> {
  const lists = await Promise.all(ids.map((id) => index.similarProducts({ id, offset: 0, limit: offset + limit + ids.length })));
  const given = new Set(ids);
  const seen = new Set<number>();
  const merged: number[] = [];
  for (let rank = 0; merged.length < offset + limit && lists.some((l) => rank < l.ids.length); rank++) {
    for (const l of lists) {
      const id = l.ids[rank];
      if (id === undefined || given.has(id) || seen.has(id)) continue;
      seen.add(id);
      merged.push(id);
    }
  }
  return merged.slice(offset, offset + limit);
}

export function productReadRoutes(platform: Platform, index: SearchIndex): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/product/:id', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    const product = await productById(sql, id, viewer, { withTakenDown: true });
    if (!product) throw new NoSuchProduct();
    res.set('Cache-Control', PRIVATE).json({ result: pageFor(product, viewer) });
  });

  router.post('/product/search', async (req, res) => {
    const input = parseInput(productSearchInput, req.body);
    res.set('Cache-Control', PRIVATE).json(await searchProducts(sql, index, input, viewerOf(req)));
  });

  router.post('/products', async (req, res) => {
    const { products } = parseInput(productsByIdInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, products, viewerOf(req)) });
  });

  router.post('/products/similar', async (req, res) => {
    const input = parseInput(similarProductsInput, req.body);
    const viewer = viewerOf(req);
    const visible = await visibleProductIds(sql, input.products, viewer);
    const ids = await similarToMany(index, visible, input.offset, input.limit);
    res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, ids, viewer) });
  });

  router.get('/products/similar/:id', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { offset, limit } = parseInput(page, req.query);
    const viewer = viewerOf(req);
    if ((await visibleProductIds(sql, [id], viewer)).length === 0) throw new NoSuchProduct();
    const { ids } = await index.similarProducts({ id, offset, limit });
    res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, ids, viewer) });
  });

  return router;
}
