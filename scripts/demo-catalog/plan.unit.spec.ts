import { describe, expect, it } from 'vitest';
import { AMBASSADOR_TYPES, REFERENCE_ENUMS, STYLE_NAMES, applicationInput, showcaseBannerInput, updateShowcaseInput } from '@decorlook/domain';
import { buildPlan, COLORS, DEMO_AMBASSADOR_COUNT, DEMO_BOARD_COUNT, DEMO_IMAGE_COUNT, DEMO_PRODUCT_COUNT, ITEM_CLASSES, MATERIALS, PRICES, priceRangeOf, ROOM_TYPES, SHAPES } from './plan';

const plan = buildPlan();
const styleIds = STYLE_NAMES.map((_, i) => i + 1);

describe('demo catalog plan', () => {
  it('has a few dozen users besides the ambassadors who joined, 320 images and 1,600 products', () => {
    const founders = plan.users.filter((u) => !u.key.startsWith('ambassador-'));
    expect(founders.length).toBeGreaterThanOrEqual(30);
    expect(founders.length).toBeLessThanOrEqual(40);
    expect(plan.users.filter((u) => u.kind === 'business').length).toBeGreaterThanOrEqual(3);
    expect(plan.images).toHaveLength(DEMO_IMAGE_COUNT);
    expect(plan.products).toHaveLength(DEMO_PRODUCT_COUNT);
    expect(DEMO_IMAGE_COUNT).toBeGreaterThanOrEqual(300);
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(1500);
  });

  it('is the same plan every time', () => {
    expect(buildPlan()).toEqual(plan);
    expect(buildPlan(7)).not.toEqual(plan);
  });

  it('shows every style in every room type, and never the NONE entries', () => {
    const seen = new Set(plan.images.map((i) => `${i.draw.styleId}/${i.roomTypeId}`));
    for (const s of styleIds) for (const r of ROOM_TYPES) expect(seen, `${STYLE_NAMES[s - 1]} ${r.name}`).toContain(`${s}/${r.id}`);
    expect(ROOM_TYPES.some((r) => r.name === 'NONE')).toBe(false);
    for (const i of plan.images) {
      expect(i.styles[0]).toBe(i.draw.styleId);
      expect(i.draw.roomTypeId).toBe(i.roomTypeId);
    }
  });

  it('covers every item class, material, shape, colour group and price range with products', () => {
    const count = <K,>(f: (p: (typeof plan.products)[number]) => K[]) => {
      const m = new Map<K, number>();
      for (const p of plan.products) for (const k of f(p)) m.set(k, (m.get(k) ?? 0) + 1);
      return m;
    };
    const classes = count((p) => [p.itemClassId]);
    for (const c of ITEM_CLASSES) expect(classes.get(c.id), c.name).toBeGreaterThanOrEqual(40);
    const materials = count((p) => p.materials);
    for (const m of MATERIALS) expect(materials.get(m.id) ?? 0, m.name).toBeGreaterThanOrEqual(5);
    const drawnMaterials = count((p) => [p.draw.materialId]);
    for (const m of MATERIALS) expect(drawnMaterials.get(m.id) ?? 0, `${m.name} drawn`).toBeGreaterThan(0);
    const shapes = count((p) => p.shapes);
    for (const s of SHAPES) expect(shapes.get(s.id) ?? 0, s.name).toBeGreaterThanOrEqual(5);
    const colors = count((p) => p.colors);
    for (const c of COLORS) expect(colors.get(c.id) ?? 0, c.name).toBeGreaterThan(0);
    const prices = count((p) => [priceRangeOf(p.price)]);
    for (const r of PRICES) expect(prices.get(r.id) ?? 0, r.name).toBeGreaterThanOrEqual(20);
    const styles = count((p) => p.styles);
    for (const s of styleIds) expect(styles.get(s) ?? 0, STYLE_NAMES[s - 1]).toBeGreaterThanOrEqual(50);
  });

  it('uses only real reference ids, sub-styles of the chosen styles and valid owners', () => {
    const owners = new Set(plan.users.map((u) => u.key));
    const subStyle = new Map(REFERENCE_ENUMS.subStyles.map((s) => [s.id, Number(s.styleId)]));
    const ids = (list: { id: number }[]) => new Set(list.map((e) => e.id));
    const [classIds, materialIds, shapeIds, colorIds, roomIds] = [ids(ITEM_CLASSES), ids(MATERIALS), ids(SHAPES), ids(COLORS), ids(ROOM_TYPES)];
    for (const i of plan.images) {
      expect(owners).toContain(i.ownerKey);
      expect(roomIds).toContain(i.roomTypeId);
      for (const s of i.subStyles) expect(i.styles).toContain(subStyle.get(s));
    }
    for (const p of plan.products) {
      expect(owners).toContain(p.ownerKey);
      expect(classIds).toContain(p.itemClassId);
      for (const s of p.subStyles) expect(p.styles).toContain(subStyle.get(s));
      for (const m of p.materials) expect(materialIds).toContain(m);
      for (const s of p.shapes) expect(shapeIds).toContain(s);
      for (const c of p.colors) expect(colorIds).toContain(c);
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(p.countries.length === 0 || (p.countries.length === 1 && p.countries[0] === 1)).toBe(true);
    }
  });

  it('gives every item a unique key and title, and links only to .example sites', () => {
    for (const list of [plan.images, plan.products]) {
      expect(new Set(list.map((i) => i.key)).size).toBe(list.length);
      expect(new Set(list.map((i) => i.title)).size).toBe(list.length);
    }
    const urls = [...plan.products.map((p) => p.retailerUrl), ...plan.images.map((i) => i.sourceUrl), ...plan.users.map((u) => u.website)].filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(1500);
    for (const u of urls) expect(new URL(u).hostname).toMatch(/\.example$/);
    expect(plan.images.filter((i) => i.type === 'room').length).toBeGreaterThan(DEMO_IMAGE_COUNT * 0.8);
    expect(new Set(plan.images.map((i) => i.type))).toEqual(new Set(['room', 'single', 'makeOver']));
    expect(plan.images.filter((i) => i.credit !== null).length).toBeGreaterThan(10);
  });

  it('writes titles and descriptions a visitor would read', () => {
    const image = plan.images.find((i) => i.draw.styleId === 1 && i.roomTypeId === 1)!;
    expect(image.title).toMatch(/Scandinavian Living Room/);
    for (const i of plan.images) expect(i.description.length).toBeGreaterThan(40);
    const roundTables = plan.products.filter((p) => p.itemClassId === 3 && p.shapes[0] === 3);
    expect(roundTables.length).toBeGreaterThan(3);
    for (const t of roundTables) expect(t.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-zé]+ Round Coffee Table$/);
    for (const p of plan.products) {
      const className = ITEM_CLASSES.find((c) => c.id === p.itemClassId)!.name;
      const material = MATERIALS.find((m) => m.id === p.materials[0])!.name;
      expect(p.title).toContain(material);
      expect(p.title.endsWith(className === 'Curtains' ? 'Curtain Panels' : className)).toBe(true);
      expect(p.description).toMatch(/\.$/);
    }
  });
});

describe('planned look boards', () => {
  const plan = buildPlan();
  const products = new Map(plan.products.map((p) => [p.key, p]));
  const images = new Map(plan.images.map((i) => [i.key, i]));

  it('plans boards that fit their template, in their image’s style, curated by someone other than the image’s owner', () => {
    expect(plan.boards).toHaveLength(DEMO_BOARD_COUNT);
    for (const b of plan.boards) {
      expect(b.productKeys.length, b.key).toBeGreaterThanOrEqual(b.columns);
      expect(b.productKeys.length, b.key).toBeLessThanOrEqual(b.columns * 4);
      expect(new Set(b.productKeys).size).toBe(b.productKeys.length);
      expect(b.title.length).toBeLessThanOrEqual(60);
      expect(b.ownerKey).not.toBe(images.get(b.imageKey)!.ownerKey);
      expect(b.productKeys.filter((k) => products.get(k)!.styles.includes(b.styleId)).length).toBeGreaterThan(b.productKeys.length / 2);
      expect([...b.likedBy, ...b.votedBy, ...b.ratings.map(([k]) => k)]).not.toContain(b.ownerKey);
    }
    expect(new Set(plan.boards.map((b) => b.title)).size).toBe(plan.boards.length);
  });

  it("has members like pictures: every liker of a board likes its picture, most pictures have likes, no owner likes their own", () => {
    for (const b of plan.boards) for (const k of b.likedBy.filter((k) => k !== images.get(b.imageKey)!.ownerKey)) expect(images.get(b.imageKey)!.likedBy).toContain(k);
    for (const i of plan.images) expect(i.likedBy).not.toContain(i.ownerKey);
    expect(plan.images.filter((i) => i.likedBy.length > 0).length).toBeGreaterThan(plan.images.length / 2);
    // Likes differ from picture to picture, so "most liked" orders something.
    expect(new Set(plan.images.map((i) => i.likedBy.length)).size).toBeGreaterThan(4);
  });

  it('gives some images several boards, so Mix & Match has boards to mix', () => {
    const perImage = new Map<string, number>();
    for (const b of plan.boards) perImage.set(b.imageKey, (perImage.get(b.imageKey) ?? 0) + 1);
    expect([...perImage.values()].filter((n) => n > 1).length).toBeGreaterThan(5);
  });

  it('plans at least 80 ambassadors of the three types, each with a live page that passes the showcase rules', () => {
    const ambassadors = plan.ambassadors ?? [];
    expect(ambassadors).toHaveLength(DEMO_AMBASSADOR_COUNT);
    expect(DEMO_AMBASSADOR_COUNT).toBeGreaterThanOrEqual(80);
    expect(new Set(ambassadors.map((a) => a.type))).toEqual(new Set(AMBASSADOR_TYPES));
    const users = new Map(plan.users.map((u) => [u.key, u]));
    const images = new Set(plan.images.map((i) => i.key));
    const boardOwner = new Map(plan.boards.map((b) => [b.key, b.ownerKey]));
    expect(new Set(ambassadors.map((a) => a.userKey)).size).toBe(ambassadors.length);
    expect(new Set(ambassadors.map((a) => a.urlKey)).size).toBe(ambassadors.length);
    expect(new Set([...users.values()].map((u) => u.email)).size).toBe(users.size);
    for (const a of ambassadors) {
      expect(users.has(a.userKey), a.userKey).toBe(true);
      expect(applicationInput.safeParse({ describe_yourself: a.application.describeYourself, styles: a.application.styles, interests: a.application.interests, message: a.application.message, links: a.application.links }).success, a.userKey).toBe(true);
      expect(updateShowcaseInput.parse({ pageName: a.pageName, subtitle: a.subtitle, urlKey: a.urlKey, metaTitle: a.pageName, metaDescription: a.subtitle }).urlKey).toBe(a.urlKey);
      expect(showcaseBannerInput.safeParse({ color: a.bannerColor }).success, a.bannerColor).toBe(true);
      expect(a.imageKeys.length).toBeGreaterThanOrEqual(4);
      for (const k of a.imageKeys) expect(images).toContain(k);
      expect(a.imageKeys).toEqual(expect.arrayContaining(a.featuredImageKeys));
      for (const k of a.boardKeys) expect(boardOwner.get(k), k).toBe(a.userKey);
      expect(a.boardKeys).toEqual(expect.arrayContaining(a.featuredBoardKeys));
      expect(REFERENCE_ENUMS.professions.map((p) => p.id)).toContain(a.profession);
    }
    // Every board's curator is an ambassador, and some pages show boards.
    for (const b of plan.boards) expect(ambassadors.map((a) => a.userKey)).toContain(b.ownerKey);
    expect(ambassadors.filter((a) => a.featuredBoardKeys.length > 0).length).toBeGreaterThan(10);
  });

  it('plans members following ambassadors, never themselves nor twice', () => {
    const follows = plan.follows ?? [];
    const ambassadors = new Set((plan.ambassadors ?? []).map((a) => a.userKey));
    expect(follows.length).toBeGreaterThan(100);
    for (const [follower, followed] of follows) {
      expect(follower).not.toBe(followed);
      expect(ambassadors).toContain(followed);
    }
    expect(new Set(follows.map((f) => f.join('>'))).size).toBe(follows.length);
  });
});
