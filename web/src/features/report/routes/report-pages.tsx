import { useMemo } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REPORT_REASON_OPTIONS, REPORT_SUB_REASON_OPTIONS } from '@decorlook/domain/moderation/moderation.rules';
import { MediaImage } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths, withAuthModal } from '../../../config/paths';
import { ApiError, toApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';
import { useFileClaim, type ClaimKind } from '../api/file-claim';
import type { ImageView as ReportedImage } from '@decorlook/domain/catalog/catalog.views';
import { imageQuery } from '../../../lib/queries/images';
import { CreditClaimForm, TakedownNoticeForm, type Claimant } from '../components/claim-forms';
import './report-pages.css';

const imageIdOf = (value: string | null): number | null => (value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null);
const imagePageOf = (image: Pick<ReportedImage, 'id' | 'slug'>) => buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug });

/** /report: what reporting and claiming are, and where each starts. */
export function ReportPage() {
  const [params] = useSearchParams();
  const imageId = imageIdOf(params.get('imageId'));
  const withImage = (path: string) => (imageId ? `${path}?imageId=${imageId}` : path);
  return (
    <div className="dl-padded-page dl-report-claim">
      <PageTitle title="Report or Claim an Image" />
      <header className="dl-report-claim__head">
        <p className="dl-eyebrow">Report or claim an image</p>
        <h1 id="page-title" className="dl-article-page__title">
          Keeping DecorLook safe and fair
        </h1>
        <p className="dl-report-claim__lead">
          Every inspiration image has a <strong>Report</strong> button on its page. Use it when an image breaks our{' '}
          <Link to={paths.communityGuidelines}>community guidelines</Link>, or when it is yours and you want credit for it or want it taken down. Our team looks
          into every report.
        </p>
      </header>
      <div className="dl-report-claim__cards">
        <section className="dl-form-panel dl-report-claim__card" aria-labelledby="report-inappropriate">
          <h2 id="report-inappropriate">{REPORT_REASON_OPTIONS.inappropriate.label}</h2>
          <p>{REPORT_REASON_OPTIONS.inappropriate.description}. Choose what is wrong with it:</p>
          <ul className="dl-report-claim__reasons">
            {REPORT_REASON_OPTIONS.inappropriate.subReasons.map((value) => (
              <li key={value}>
                <strong>{REPORT_SUB_REASON_OPTIONS[value].label}</strong>: {REPORT_SUB_REASON_OPTIONS[value].description.toLowerCase()}
              </li>
            ))}
          </ul>
          <p className="dl-report-claim__note">We read the report and take the image down when it breaks the guidelines. You will not be named to its owner.</p>
        </section>
        <section className="dl-form-panel dl-report-claim__card" aria-labelledby="report-own">
          <h2 id="report-own">{REPORT_REASON_OPTIONS.own.label}</h2>
          <p>{REPORT_REASON_OPTIONS.own.description}.</p>
          <dl className="dl-report-claim__ways">
            <dt>
              <Link to={withImage(paths.reportGetCredit)}>{REPORT_SUB_REASON_OPTIONS.credit.label}</Link>
            </dt>
            <dd>
              Claim the image as open or exclusive (see our <Link to={paths.terms}>Terms of Use</Link>). Once our team approves the claim, the image shows you as
              its credited owner.
            </dd>
            <dt>
              <Link to={withImage(paths.reportImageRemoval)}>{REPORT_SUB_REASON_OPTIONS.takeDown.label}</Link>
            </dt>
            <dd>Send a copyright takedown notice. When it is valid, the image disappears from DecorLook at once.</dd>
          </dl>
          <p className="dl-report-claim__note">Both forms are for signed-in members and start from the image&apos;s page: we email you a confirmation and our decision.</p>
        </section>
      </div>
    </div>
  );
}

/** /report/imageremovalrequest?imageId=: a copyright takedown notice for an image. */
export function ImageRemovalRequestPage() {
  return <ClaimPage kind="takedownNotice" />;
}

/** /report/getCredit?imageId=: a credit claim for an image. */
export function GetCreditPage() {
  return <ClaimPage kind="creditClaim" />;
}

const CLAIM_COPY: Record<ClaimKind, { title: string; lead: string; sent: string }> = {
  takedownNotice: {
    title: 'Image Removal Request',
    lead: 'If this image is yours and is on DecorLook without your permission, send us a copyright takedown notice. When our team finds it valid, the image is taken down from every page at once.',
    sent: 'Your takedown notice is on its way',
  },
  creditClaim: {
    title: 'Get Credit',
    lead: 'Is this your image? Claim it: once our team approves your claim, the image shows you as its credited owner.',
    sent: 'Your credit claim is on its way',
  },
};

function ClaimPage({ kind }: { kind: ClaimKind }) {
  const [params] = useSearchParams();
  const imageId = imageIdOf(params.get('imageId'));
  const copy = CLAIM_COPY[kind];
  return (
    <div className="dl-padded-page dl-report-claim">
      <PageTitle title={copy.title} />
      <header className="dl-report-claim__head">
        <p className="dl-eyebrow">
          <Link to={paths.report}>Report or claim an image</Link>
        </p>
        <h1 id="page-title" className="dl-article-page__title">
          {copy.title}
        </h1>
        <p className="dl-report-claim__lead">{copy.lead}</p>
      </header>
      {imageId === null ? (
        <div className="dl-form-panel dl-report-claim__card" role="alert">
          <h2>Which image?</h2>
          <p>
            This form is about one image. Open the image&apos;s page and choose <strong>Report</strong>, then <em>{REPORT_REASON_OPTIONS.own.label}</em>.
          </p>
          <Link to={paths.getTheLook}>Browse the images</Link>
        </div>
      ) : (
        <ClaimForImage key={imageId} kind={kind} imageId={imageId} />
      )}
    </div>
  );
}

function ClaimForImage({ kind, imageId }: { kind: ClaimKind; imageId: number }) {
  const session = useSession();
  const image = useQuery(imageQuery(imageId));
  const unavailable = image.error instanceof ApiError && (image.error.status === 404 || image.error.status === 410);
  return (
    <div className="dl-report-claim__layout">
      <aside className="dl-report-claim__image" aria-label="The image">
        {image.data ? (
          <figure>
            <MediaImage media={image.data.media} alt={image.data.title} width={image.data.width} height={image.data.height} largest="medium" sizes="(max-width: 767px) 100vw, 320px" eager />
            <figcaption>
              <Link to={imagePageOf(image.data)}>{image.data.title}</Link>
              <span>by {image.data.owner.displayName}</span>
            </figcaption>
          </figure>
        ) : image.error ? (
          <p className="dl-report-claim__missing">{unavailable ? 'This image is not available.' : 'We could not load this image.'}</p>
        ) : (
          <div className="dl-report-claim__placeholder" role="status" aria-label="Loading the image" />
        )}
      </aside>
      <div className="dl-form-panel dl-report-claim__card">
        {unavailable ? (
          <Result status="404" title="This image is not available" subTitle="It may have been removed already, or it is still waiting for review." extra={<Link to={paths.getTheLook}>Browse the images</Link>} />
        ) : session.status === 'loading' || (!image.data && !image.error) ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : session.status === 'visitor' ? (
          <SignInFirst />
        ) : (
          <ClaimFormFor kind={kind} imageId={imageId} user={session.user} image={image.data ?? null} />
        )}
      </div>
    </div>
  );
}

/** The forms are for signed-in members (spec 2.1 report pages): sign-in opens here, and the form follows. */
function SignInFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="dl-report-claim__signin">
      <h2>Sign in to continue</h2>
      <p>Claims are filed by members, so we can write to you about them. Sign in or register, and the form opens here.</p>
      <Button type="primary" size="large" onClick={() => navigate({ search: withAuthModal(location.search, 'sign-in') }, { preventScrollReset: true })}>
        Sign In
      </Button>
    </div>
  );
}

function claimantOf(user: User): Claimant {
  return { fullName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email };
}

function ClaimFormFor({ kind, imageId, user, image }: { kind: ClaimKind; imageId: number; user: User; image: ReportedImage | null }) {
  const claimant = useMemo(() => claimantOf(user), [user]);
  return kind === 'takedownNotice' ? <TakedownNotice imageId={imageId} claimant={claimant} image={image} /> : <CreditClaim imageId={imageId} claimant={claimant} image={image} />;
}

interface ClaimProps {
  imageId: number;
  claimant: Claimant;
  image: ReportedImage | null;
}

function TakedownNotice({ imageId, claimant, image }: ClaimProps) {
  const claim = useFileClaim('takedownNotice', imageId);
  const failure = useMemo(() => (claim.error ? toApiError(claim.error) : null), [claim.error]);
  if (claim.isSuccess) return <ClaimSent kind="takedownNotice" email={claim.variables.email} image={image} />;
  return <TakedownNoticeForm claimant={claimant} submitting={claim.isPending} failure={failure} onSubmit={(values) => claim.mutate(values)} />;
}

function CreditClaim({ imageId, claimant, image }: ClaimProps) {
  const claim = useFileClaim('creditClaim', imageId);
  const failure = useMemo(() => (claim.error ? toApiError(claim.error) : null), [claim.error]);
  if (claim.isSuccess) return <ClaimSent kind="creditClaim" email={claim.variables.email} image={image} />;
  return <CreditClaimForm claimant={claimant} submitting={claim.isPending} failure={failure} onSubmit={(values) => claim.mutate(values)} />;
}

/** Filed: the confirmation mail goes to the address the form gave. */
function ClaimSent({ kind, email, image }: { kind: ClaimKind; email: string; image: ReportedImage | null }) {
  return (
    <Result
      status="success"
      title={CLAIM_COPY[kind].sent}
      subTitle={
        <>
          We emailed a confirmation to <strong>{email.trim()}</strong>. Our team reviews every {kind === 'takedownNotice' ? 'notice' : 'claim'} and will write to you
          with its decision.
        </>
      }
      extra={image ? <Link to={imagePageOf(image)}>Back to the image</Link> : <Link to={paths.home}>Back to home</Link>}
    />
  );
}
