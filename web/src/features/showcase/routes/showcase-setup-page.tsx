import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Skeleton, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { DashboardFrame } from '../../../components/dashboard-frame';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { ApiError, showApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';
import { ownShowcaseQuery, type Showcase } from '../../../lib/queries/showcases';
import { useChangeShowcase, useCreateShowcase, type ShowcaseChange } from '../api/own-showcase';
import { BannerSection } from '../components/banner-picker';
import { ImagesSection, LookBoardsSection } from '../components/item-sections';
import { DescriptionSection, SettingsSection, StylesSection, VideoSection } from '../components/setup-forms';
import '../components/showcase.css';

/** Spec 4: activating without an address is refused (422 errors.urlKey); the switch says what to do. */
export const ADDRESS_FIRST = 'Choose your page address first.';

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="sc-setup__section" aria-labelledby={id}>
      <h2 id={id} className="sc-setup__title">
        {title}
      </h2>
      {lead && <p className="sc-setup__lead">{lead}</p>}
      {children}
    </section>
  );
}

/** The page's live switch (PUT /showcase/activate). */
function ActivationSwitch({ showcase, save }: { showcase: Showcase; save(change: ShowcaseChange): Promise<Showcase> }) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Once the page has an address, the advice to choose one is done with.
  useEffect(() => {
    if (showcase.urlKey) setProblem(null);
  }, [showcase.urlKey]);
  const onChange = async (value: boolean) => {
    setSaving(true);
    setProblem(null);
    try {
      await save({ kind: 'activate', body: { value } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setProblem(ADDRESS_FIRST);
        document.getElementById('urlKey')?.focus();
      } else showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="sc-live">
      <label className="sc-live__label">
        <Switch checked={showcase.active} loading={saving} onChange={(value) => void onChange(value)} aria-label="Page is live" aria-describedby="sc-live-state" />
        <span>
          <strong>Page is live</strong>
          <span id="sc-live-state" className="sc-live__state">
            {showcase.active ? 'Visitors can open your page and find you among the ambassadors.' : 'Hidden: only you can see your page.'}
          </span>
        </span>
      </label>
      {problem && <Alert className="sc-live__problem" type="warning" showIcon title={problem} role="alert" />}
    </div>
  );
}

function Setup({ showcase, user }: { showcase: Showcase; user: User }) {
  const change = useChangeShowcase(user.id);
  const save = (next: ShowcaseChange) => change.mutateAsync(next);
  return (
    <>
      <header className="dl-dashboard__head sc-setup__head">
        <div>
          <h1 id="page-title" className="dl-dashboard__title">
            Showcase Setup
          </h1>
          <p className="dl-dashboard__lead">Your page for visitors: who you are, your style, and the looks you are proud of. Each change is saved at once.</p>
        </div>
        <span className="sc-setup__actions">
          {showcase.active && showcase.urlKey && (
            <Link className="dl-button-link dl-button-link--ghost" to={buildPath(paths.showcase, { urlKey: showcase.urlKey })}>
              View live page
            </Link>
          )}
          <Link className="dl-button-link" to={paths.showcasePreview}>
            Preview
          </Link>
        </span>
      </header>
      <ActivationSwitch showcase={showcase} save={save} />
      <div className="sc-setup">
        <Section id="sc-settings" title="Page" lead="Its name, address and what search engines show.">
          <SettingsSection showcase={showcase} save={save} />
        </Section>
        <Section id="sc-description" title="About you">
          <DescriptionSection showcase={showcase} save={save} />
        </Section>
        <Section id="sc-styles-title" title="Styles" lead="The styles you curate: visitors find you by them.">
          <StylesSection showcase={showcase} save={save} />
        </Section>
        <Section id="sc-banner" title="Banner" lead="A colour or a picture across the top of your page.">
          <BannerSection showcase={showcase} save={save} />
        </Section>
        <DndProvider backend={HTML5Backend}>
          <Section id="sc-images" title="Inspiration images" lead="Drag your approved or liked images to Featured (shown first, up to 6) or to the rest of your page.">
            <ImagesSection showcase={showcase} save={save} />
          </Section>
          <Section id="sc-boards" title="Look boards" lead="Drag your published look boards to Featured or to the rest of your page.">
            <LookBoardsSection showcase={showcase} save={save} />
          </Section>
        </DndProvider>
        <Section id="sc-video" title="Video" lead="A short video about you. It shows once our team approves it.">
          <VideoSection showcase={showcase} save={save} />
        </Section>
      </div>
    </>
  );
}

/**
 * /dashboard/ambassador-showcase: the ambassador's showcase. Spec 4: when they have none yet
 * (GET /showcase answers 404), one is created with the page name "GetTheLook"; a cancelled fetch
 * is no answer and creates nothing.
 */
export function ShowcaseSetupPage() {
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const query = useQuery({ ...ownShowcaseQuery(userId), enabled: userId !== 0 });
  const create = useCreateShowcase(userId);
  const asked = useRef(false);
  const missing = query.data === null;

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    create.mutate();
  }, [missing, create]);

  if (!user) return null;
  const failure = create.error ?? (missing ? null : query.error);
  let content: ReactNode;
  if (failure instanceof ApiError && failure.status === 403) {
    content = (
      <div className="dl-dashboard__empty" role="alert">
        <p>The showcase is for our ambassadors: a page of their own, with their best looks.</p>
        <Link className="dl-button-link" to={paths.ambassador}>
          Become an ambassador
        </Link>
      </div>
    );
  } else if (failure) {
    content = (
      <div className="dl-dashboard__empty" role="alert">
        <p>{failure.message}</p>
        <Button onClick={() => (missing ? create.mutate() : void query.refetch())}>Try again</Button>
      </div>
    );
  } else if (!query.data) {
    content = (
      <div role="status" aria-label="Loading your showcase">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else {
    content = <Setup showcase={query.data} user={user} />;
  }
  return (
    <DashboardFrame user={user}>
      <PageTitle title="Showcase Setup" />
      {content}
    </DashboardFrame>
  );
}
