import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Empty, Input, Select, Skeleton, Tabs } from 'antd';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AMBASSADOR_TYPE_LABELS, AMBASSADOR_TYPES, VISITOR_AMBASSADOR_LIMIT, type AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { FollowButton } from '../../../components/follow-button';
import { MessageButton } from '../../../components/message-button';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { LookBoardCard } from '../../../components/look-board-card';
import { MemberList } from '../../../components/member-list';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths, withAuthModal } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { FOLLOW_LISTS, followListQuery, memberQuery, regularUsersQuery, useFollowState, useViewerId, type FollowList, type PublicMember } from '../../../lib/queries/follows';
import { useSession } from '../../../lib/session/use-session';
import { showcaseWithItemsQuery, type AmbassadorFilters, type AmbassadorTab } from '../../../lib/queries/showcases';
import { memberImagesQuery, urlKeyOf } from '../api/ambassador-details';
import { reachedVisitorCap } from '../../../lib/queries/paging';
import { useAmbassadorSearch } from '../use-galleries';
import { AmbassadorCard, AmbassadorCardSkeleton } from '../components/ambassador-card';
import { ImageTile } from '../components/image-gallery';
import { LoadMore } from '../components/load-more';
import { Crumbs, Hero } from '../components/page-parts';
import { SignInPrompt } from '../components/visitor-cap';
import './ambassadors.css';
import '../components/get-the-look.css';
import '../components/look-boards.css';

const imagePath = (image: Pick<ImageView, 'id' | 'slug'>) => buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug || 'image' });
const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** Spec 4, 9: a visitor's ambassador list stops at 70; signing in (free) shows the rest. */
function AmbassadorCap() {
  return (
    <SignInPrompt titleId="gtl-amb-cap-title" eyebrow="Members see more" title="Sign in to meet every ambassador" signInLabel="Sign in to see more" testId="visitor-cap">
      You have seen the first {VISITOR_AMBASSADOR_LIMIT} ambassadors. Sign in or create a free account to see them all and follow the ones whose style you love.
    </SignInPrompt>
  );
}

/** Spec 3 "Ambassador filters": name, kind, profession, styles, sub-styles, colours and room types. */
function AmbassadorFilterBar({ filters, onChange }: { filters: AmbassadorFilters; onChange(next: AmbassadorFilters): void }) {
  const [text, setText] = useState(filters.search ?? '');
  const options = (entries: ReturnType<typeof lookupEntries>) => entries.map((entry) => ({ value: entry.id, label: entry.name }));
  const styles = options(lookupEntries(useEnum('styles')));
  const subStyles = options(lookupEntries(useEnum('subStyles')));
  const colors = options(lookupEntries(useEnum('colors')));
  const roomTypes = options(lookupEntries(useEnum('roomTypes')));
  const professions = options(lookupEntries(useEnum('professions')));
  const multi = (key: 'profession' | 'styles' | 'subStyles' | 'colors' | 'roomTypes', label: string, list: { value: number; label: string }[]) => (
    <Select<number[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      className="gtl-amb-filters__select"
      aria-label={label}
      placeholder={label}
      value={filters[key] ?? []}
      options={list}
      optionFilterProp="label"
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  const any = Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
  return (
    <div className="gtl-amb-filters" role="search" aria-label="Find ambassadors">
      <Input.Search
        className="gtl-amb-filters__search"
        aria-label="Search ambassadors"
        placeholder="Search by name or page"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ ...filters, search: value.trim() || undefined })}
      />
      <Select<AmbassadorType | undefined>
        allowClear
        className="gtl-amb-filters__select"
        aria-label="Ambassador type"
        placeholder="Ambassador type"
        value={filters.ambassadorType}
        options={AMBASSADOR_TYPES.map((type) => ({ value: type, label: AMBASSADOR_TYPE_LABELS[type] }))}
        onChange={(value) => onChange({ ...filters, ambassadorType: value ?? undefined })}
      />
      {multi('profession', 'Profession', professions)}
      {multi('styles', 'Styles', styles)}
      {multi('subStyles', 'Sub-styles', subStyles)}
      {multi('colors', 'Colours', colors)}
      {multi('roomTypes', 'Room types', roomTypes)}
      {any && (
        <Button
          type="link"
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}

function AmbassadorResults({ tab, filters }: { tab: AmbassadorTab; filters: AmbassadorFilters }) {
  const session = useSession();
  const { paging, query } = useAmbassadorSearch(tab, filters);
  const { pathname, search } = useLocation();
  if (tab === 'followed' && session.status === 'visitor') {
    return (
      <Empty className="gtl-empty" description="Sign in to see the ambassadors you follow.">
        <Link className="dl-button-link" to={{ pathname, search: withAuthModal(search, 'sign-in') }}>
          Sign in
        </Link>
      </Empty>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading ambassadors">
        <AmbassadorCardSkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <Alert type="error" showIcon title="We could not load the ambassadors" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />;
  }
  const pages = query.data.pages;
  const seen = new Set<number>();
  const showcases = pages.flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  if (showcases.length === 0) {
    return <Empty className="gtl-empty" description={tab === 'followed' ? 'You follow no ambassador yet. Follow the ones whose style you love to find them here.' : 'No ambassador matches these filters yet.'} />;
  }
  const capped = reachedVisitorCap(pages, paging);
  return (
    <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
      <ul className="gtl-ambs" aria-label={tab === 'followed' ? 'Ambassadors you follow' : 'Ambassadors'} data-testid="ambassador-list">
        {showcases.map((showcase) => (
          <AmbassadorCard key={showcase.id} showcase={showcase} />
        ))}
      </ul>
      {query.isFetchNextPageError && <Alert className="gtl-page-error" type="error" showIcon title="More ambassadors could not be loaded." action={<Button onClick={() => void query.fetchNextPage()}>Try again</Button>} />}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} busy={query.isFetching} onLoad={() => void query.fetchNextPage()} label="Show more ambassadors" />
      {capped && <AmbassadorCap />}
    </div>
  );
}

const TABS: { key: AmbassadorTab; label: string; to: string }[] = [
  { key: 'main', label: 'All Ambassadors', to: paths.getTheLookAmbassadors },
  { key: 'followed', label: 'Followed', to: paths.getTheLookFollowedAmbassadors },
];

/** The ambassador list (spec 2.3): the main tab and the followed tab, each its own address. */
function AmbassadorsView({ tab }: { tab: AmbassadorTab }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AmbassadorFilters>({});
  return (
    <div className="gtl-page">
      <PageTitle title={tab === 'followed' ? 'Followed Ambassadors' : 'Showcases'} />
      <Hero eyebrow="Showcases" title="Meet our ambassadors" lead="Decor lovers, designers and influencers who curate looks in every style. Visit their showcases and follow the ones you love." />
      <Tabs activeKey={tab} onChange={(key) => navigate(TABS.find((t) => t.key === key)?.to ?? paths.getTheLookAmbassadors)} items={TABS.map((t) => ({ key: t.key, label: t.label }))} />
      <AmbassadorFilterBar filters={filters} onChange={setFilters} />
      <AmbassadorResults tab={tab} filters={filters} />
      <nav className="gtl-more-links" aria-label="More ways to explore">
        <Link to={paths.getTheLookUsers}>Find members</Link>
        <Link to={paths.ambassador}>Become an ambassador</Link>
      </nav>
    </div>
  );
}

export function AmbassadorsPage() {
  return <AmbassadorsView tab="main" />;
}

export function FollowedAmbassadorsPage() {
  return <AmbassadorsView tab="followed" />;
}

/** A member's head: picture, name, kind, followers and the follow button. */
function MemberHead({ member, children }: { member: PublicMember; children?: ReactNode }) {
  const follow = useFollowState(member.id, { isFollowed: member.isFollowed, followersCount: member.followersCount });
  const avatar = { avatar: member.avatar, displayName: member.displayName, email: '', firstName: member.firstName, lastName: member.lastName };
  const kind = member.ambassadorType ? AMBASSADOR_TYPE_LABELS[member.ambassadorType] : member.ambassador ? 'Ambassador' : 'Member';
  return (
    <header className="gtl-person">
      <UserAvatar user={avatar} size={96} />
      <div className="gtl-person__text">
        <p className="dl-eyebrow">{kind}</p>
        <h1 id="page-title" className="gtl-person__name">
          {member.displayName}
        </h1>
        <p className="gtl-person__meta" data-testid="followers-count">
          {follow.followersCount.toLocaleString('en-US')} {follow.followersCount === 1 ? 'follower' : 'followers'}
        </p>
        {children}
      </div>
      <span className="dl-person-actions">
        <FollowButton userId={member.id} name={member.displayName} state={follow} size="large" />
        <MessageButton userId={member.id} name={member.displayName} size="large" />
      </span>
    </header>
  );
}

function ImagesGrid({ images, empty }: { images: ImageView[]; empty: string }) {
  if (images.length === 0) return <Empty className="gtl-empty" description={empty} />;
  return (
    <ul className="gtl-justified" aria-label="Inspiration images">
      {images.map((image, index) => (
        <ImageTile key={image.id} image={image} to={imagePath(image)} eager={index < 4} />
      ))}
    </ul>
  );
}

function BoardsGrid({ boards, empty }: { boards: LookBoardView[]; empty: string }) {
  if (boards.length === 0) return <Empty className="gtl-empty" description={empty} />;
  return (
    <ul className="dl-board-grid" aria-label="Look boards">
      {boards.map((board) => (
        <LookBoardCard key={board.id} board={board} />
      ))}
    </ul>
  );
}

function AmbassadorWork({ member }: { member: PublicMember }) {
  const viewerId = useViewerId();
  const urlKey = urlKeyOf(member.shareUrl);
  const showcase = useQuery({ ...showcaseWithItemsQuery(viewerId, urlKey ?? ''), enabled: urlKey !== null });
  const ownImages = useQuery({ ...memberImagesQuery(member.id), enabled: urlKey === null || (showcase.isSuccess && showcase.data === null) });
  const [tab, setTab] = useState('inspirationImages');
  if (showcase.isError) return <Alert type="error" showIcon title="We could not load this ambassador's looks" description={showcase.error.message} />;
  const page = showcase.data ?? null;
  const loading = (urlKey !== null && showcase.isPending) || (page === null && ownImages.isPending);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const images = page ? page.images : (ownImages.data ?? []);
  const boards = page ? page.lookBoards : [];
  return (
    <>
      {page?.showcase.urlKey && (
        <p className="gtl-person__visit">
          <Link className="dl-button-link dl-button-link--ghost" to={buildPath(paths.showcase, { urlKey: page.showcase.urlKey })}>
            Visit {page.showcase.pageName}
          </Link>
        </p>
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'inspirationImages', label: `Inspiration Images (${images.length})`, children: <ImagesGrid images={images} empty="No inspiration images yet." /> },
          { key: 'lookBoards', label: `Look Boards (${boards.length})`, children: <BoardsGrid boards={boards} empty="No look boards on their showcase yet." /> },
        ]}
      />
    </>
  );
}

function useMember(userId: string | undefined) {
  const viewerId = useViewerId();
  const session = useSession();
  const id = isId(userId) ? Number(userId) : 0;
  return useQuery({ ...memberQuery(viewerId, id), enabled: id !== 0 && session.status !== 'loading' });
}

/** /get-the-look/ambassadors/details/{userId}: the ambassador, the follow button, their images and look boards. */
export function AmbassadorDetailsPage() {
  const { userId } = useParams();
  const query = useMember(userId);
  if (!isId(userId)) return <NotFoundPage />;
  if (query.error) return <LoadFailedPage title="Ambassador" what="this ambassador" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="gtl-page" active avatar paragraph={{ rows: 6 }} />;
  const member = query.data;
  // A member who is not (or no longer) an ambassador: their member page is the one there is.
  if (!member.ambassador) return <Navigate replace to={buildPath(paths.getTheLookUserDetails, { userId: member.id })} />;
  return (
    <div className="gtl-page">
      <PageTitle title={member.displayName} />
      <Crumbs items={[{ label: 'Showcases', to: paths.getTheLookAmbassadors }, { label: member.displayName }]} />
      <MemberHead member={member} />
      <AmbassadorWork member={member} />
    </div>
  );
}

const FOLLOW_LABELS: Record<FollowList, string> = { followers: 'Followers', followed: 'Following' };

function MemberFollows({ member }: { member: PublicMember }) {
  const viewerId = useViewerId();
  const [tab, setTab] = useState<FollowList>('followers');
  const followers = useInfiniteQuery({ ...followListQuery(viewerId, member.id, 'followers'), enabled: tab === 'followers' });
  const followed = useInfiniteQuery({ ...followListQuery(viewerId, member.id, 'followed'), enabled: tab === 'followed' });
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as FollowList)}
      items={FOLLOW_LISTS.map((list) => ({
        key: list,
        label: FOLLOW_LABELS[list],
        children: <MemberList query={list === 'followers' ? followers : followed} label={FOLLOW_LABELS[list]} empty={list === 'followers' ? `Nobody follows ${member.displayName} yet.` : `${member.displayName} follows nobody yet.`} />,
      }))}
    />
  );
}

/** /get-the-look/users/details/{userId}: a member, the follow button, whom they follow and who follows them. */
export function UserDetailsPage() {
  const { userId } = useParams();
  const query = useMember(userId);
  if (!isId(userId)) return <NotFoundPage />;
  if (query.error) return <LoadFailedPage title="Member" what="this member" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="gtl-page" active avatar paragraph={{ rows: 6 }} />;
  const member = query.data;
  return (
    <div className="gtl-page">
      <PageTitle title={member.displayName} />
      <Crumbs items={[{ label: 'Members', to: paths.getTheLookUsers }, { label: member.displayName }]} />
      <MemberHead member={member}>
        {member.ambassador && (
          <Link className="gtl-person__visit" to={buildPath(paths.getTheLookAmbassadorDetails, { userId: member.id })}>
            See their looks
          </Link>
        )}
      </MemberHead>
      <MemberFollows member={member} />
    </div>
  );
}

/** /get-the-look/users: find members by name and follow them (POST /users/regular, ten at a time). */
export function UsersPage() {
  const viewerId = useViewerId();
  const session = useSession();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({ ...regularUsersQuery(viewerId, search), enabled: session.status !== 'loading' });
  return (
    <div className="gtl-page">
      <PageTitle title="Members" />
      <Hero eyebrow="Community" title="Find members" lead="Follow the people whose looks you love: their new boards and images come to you." />
      <div className="gtl-amb-filters" role="search" aria-label="Find members">
        <Input.Search
          className="gtl-amb-filters__search"
          aria-label="Search members"
          placeholder="Search by name"
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <MemberList query={query} label="Members" empty={search ? `Nobody is called “${search}”.` : 'No members yet.'} />
      <nav className="gtl-more-links" aria-label="More ways to explore">
        <Link to={paths.getTheLookAmbassadors}>Meet our ambassadors</Link>
      </nav>
    </div>
  );
}
