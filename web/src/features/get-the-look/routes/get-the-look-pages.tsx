import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Drawer } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ToolOverviewModal } from '../../../components/tool-overview-modal';
import { buildPath, paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { productKeys } from '../../../lib/queries/products';
import { useImageGallery, useProductResults } from '../use-galleries';
import { FacetSidebar } from '../components/facet-sidebar';
import { FilterBar } from '../components/filter-bar';
import { FilterIcon } from '../components/gallery-icons';
import { GetTheLookFrame, viewPath } from '../components/get-the-look-frame';
import { ImageGallery } from '../components/image-gallery';
import { ProductResults } from '../components/product-results';
import {
  changeFilters,
  clearedFilters,
  filtersFromUrl,
  styleCatalog,
  urlOfFilters,
  type GalleryFilters,
  type GalleryView,
  type StyleCatalog,
} from '../gallery-filters';
import '../components/get-the-look.css';

export { LookBoardDetailsPage, LookBoardViewDetailsPage, LookBoardViewPage } from './look-board-view-pages';
export { DashboardMixMatchesPage, MixMatchDetailsPage, MixMatchLookBoardDetailsPage, MixMatchLookBoardsPage, MixMatchPage } from './mix-match-pages';
export { ShopTheLookDetailsPage, ShopTheLookPage, ShopTheLookProductTypePage, ShopTheLookRoomImagesPage } from './shop-the-look-pages';

export const imagePagePath = (image: { id: number; slug: string }) => buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug });

const LEADS: Record<GalleryView, string> = {
  curated: 'Rooms our community loves. Open one to see what recreates it, then shop every piece.',
  'mix-match': 'Mix products from every look board of a room into the look that is right for you.',
  'look-boards': 'See the look boards decor lovers curated for each room.',
  products: 'Pieces that recreate the looks you love, from sofas to the smallest vase.',
};

function ImagesView({ filters, catalog, apply, clear }: ViewProps) {
  const { query, rule } = useImageGallery({
    sort: filters.sort,
    search: filters.search,
    style: filters.style,
    subStyle: filters.subStyle,
    roomTypes: filters.roomTypes,
    colors: filters.colors,
  });
  return (
    <>
      <FilterBar filters={filters} catalog={catalog} mode="images" onChange={apply} onClear={clear} />
      <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
        <ImageGallery query={query} rule={rule} linkFor={imagePagePath} label="Curated looks" filteredStyle={filters.style} emptyAction={<Button onClick={clear}>Clear filters</Button>} />
      </div>
    </>
  );
}

/** A member's keeps and swaps order what they are shown next: the pages shown now stay, later ones are read afresh. */
const STREAM_FEEDBACK = { context: 'stream' } as const;

function ProductsView({ filters, catalog, apply, clear }: ViewProps) {
  const { isSmall, breakpoint } = useBreakpoint();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { query, rule } = useProductResults({
    sort: filters.productSort,
    search: filters.search,
    styles: filters.style !== null ? [filters.style] : undefined,
    subStyles: filters.subStyle !== null ? [filters.subStyle] : undefined,
    colors: filters.colors,
    itemClasses: filters.itemClasses,
    materials: filters.materials,
    shapes: filters.shapes,
    prices: filters.prices,
  });
  const first = query.data?.pages[0];
  const facets = first && 'facets' in first ? first.facets : undefined;
  const total = first && 'total' in first ? first.total : undefined;
  const sidebar = <FacetSidebar facets={facets} filters={filters} onChange={apply} />;
  const narrow = isSmall || breakpoint === 'medium';
  return (
    <>
      <FilterBar filters={filters} catalog={catalog} mode="products" onChange={apply} onClear={clear} />
      <div className="gtl-shop">
        {narrow ? (
          <Drawer title="Filter products" placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={320}>
            {sidebar}
          </Drawer>
        ) : (
          <section className="gtl-shop__sidebar" aria-label="Filter products">
            {sidebar}
          </section>
        )}
        <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
          <div className="gtl-shop__bar">
            <p className="gtl-shop__total" aria-live="polite">
              {total === undefined ? '\u00a0' : `${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'}`}
            </p>
            {narrow && (
              <Button icon={<FilterIcon />} onClick={() => setDrawerOpen(true)}>
                Filters
              </Button>
            )}
          </div>
          <ProductResults
            query={query}
            rule={rule}
            label="Products"
            emptyAction={<Button onClick={clear}>Clear filters</Button>}
            feedback={{ where: STREAM_FEEDBACK, onAnswered: () => void queryClient.invalidateQueries({ queryKey: productKeys.gallery, refetchType: 'none' }) }}
          />
        </div>
      </div>
    </>
  );
}

interface ViewProps {
  filters: GalleryFilters;
  catalog: StyleCatalog;
  apply(change: Partial<GalleryFilters>): void;
  clear(): void;
}

/** Get the Look: the gallery and Product View, narrowed by the address (spec 2.1, 2.3). */
export function GetTheLookPage() {
  const { first, second } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { enums, inited } = useAppConfig();
  const catalog = useMemo(() => styleCatalog({ styles: enums.styles, subStyles: enums.subStyles }), [enums.styles, enums.subStyles]);
  const { filters, unresolved } = useMemo(() => filtersFromUrl({ first, second }, searchParams, catalog), [first, second, searchParams, catalog]);

  const go = (next: GalleryFilters) => navigate(urlOfFilters(next, catalog, searchParams), { preventScrollReset: true });
  const apply = (change: Partial<GalleryFilters>) => go(changeFilters(filters, change, catalog));
  const clear = () => go(clearedFilters(filters));

  const style = catalog.styles.find((option) => option.id === filters.style);
  const subStyle = catalog.subStyles.find((option) => option.id === filters.subStyle);
  const narrowed = [style?.name, subStyle?.name].filter(Boolean).join(' · ');
  const title = narrowed ? `${narrowed} looks` : 'Get the Look';

  // A style named in the path waits for the style list; once it is known, an unknown name says so.
  const waiting = unresolved && !inited && catalog.styles.length === 0;
  // Mix & Match and Look Boards View are pages of their own: an old ?view= address goes there.
  if (filters.view === 'mix-match' || filters.view === 'look-boards') return <Navigate to={viewPath(filters.view)} replace />;
  const props: ViewProps = { filters, catalog, apply, clear };
  const content = waiting ? (
    <div className="dl-center" role="status" aria-label="Loading">
      <span className="dl-spinner" />
    </div>
  ) : (
    <>
      {unresolved && (
        <Alert className="gtl-note" type="warning" showIcon title="We do not know that style" description="Here are all our looks instead. Pick a style from the list to narrow them." />
      )}
      {filters.view === 'products' ? <ProductsView {...props} /> : <ImagesView {...props} />}
    </>
  );

  return (
    <GetTheLookFrame
      view={filters.view}
      title={title}
      eyebrow={narrowed ? 'Get the Look' : 'Interior inspiration'}
      heading={narrowed ? title : 'Get the look you love'}
      lead={LEADS[filters.view]}
      overview={<ToolOverviewModal tool="getTheLook" />}
      onView={(view) => (view === 'mix-match' || view === 'look-boards' ? navigate(viewPath(view)) : apply({ view }))}
    >
      {content}
    </GetTheLookFrame>
  );
}

export { AmbassadorDetailsPage, AmbassadorsPage, FollowedAmbassadorsPage, UserDetailsPage, UsersPage } from './ambassadors-pages';
