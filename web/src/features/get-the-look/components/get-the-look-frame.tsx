import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { GALLERY_VIEWS, type GalleryView } from '../gallery-filters';
import { ViewTabs } from './view-tabs';

/** Where each view tab lives: the gallery and Product View share /get-the-look; the others have their own pages. */
export function viewPath(view: GalleryView): string {
  if (view === 'mix-match') return paths.mixMatch;
  if (view === 'look-boards') return paths.lookBoardView;
  if (view === 'products') return `${paths.getTheLook}?view=products`;
  return paths.getTheLook;
}

interface Props {
  view: GalleryView;
  title: string;
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Shown before the heading (the tool's overview). */
  overview?: ReactNode;
  /** Opens another view; by default its page. */
  onView?(view: GalleryView): void;
  children: ReactNode;
}

/** Get the Look's heading and view tabs around one view's content (spec 2.3 "Get the Look view tabs"). */
export function GetTheLookFrame({ view, title, eyebrow = 'Interior inspiration', heading, lead, overview, onView, children }: Props) {
  const navigate = useNavigate();
  return (
    <div className="gtl-page">
      <PageTitle title={title} />
      {overview}
      <header className="gtl-hero">
        <p className="dl-eyebrow">{eyebrow}</p>
        <h1 className="gtl-hero__title">{heading}</h1>
        <p className="gtl-hero__lead">{lead}</p>
      </header>
      <ViewTabs label="Views" tabs={GALLERY_VIEWS} active={view} onChange={onView ?? ((next) => navigate(viewPath(next)))}>
        {children}
      </ViewTabs>
      <nav className="gtl-more-links" aria-label="More ways to explore">
        <Link to={paths.shopTheLook}>Shop the Look</Link>
        <Link to={paths.requestTheLook}>Request a look for your own room</Link>
      </nav>
    </div>
  );
}
