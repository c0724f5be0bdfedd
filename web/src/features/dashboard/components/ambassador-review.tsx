import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Tag } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AMBASSADOR_TYPE_LABELS, AMBASSADOR_TYPES, approveApplicationInput, showcaseVideoDecisionInput, type AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import { rejectInput } from '@decorlook/domain/catalog/catalog.rules';
import { UserAvatar } from '../../../components/user-avatar';
import { showApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { toast } from '../../../lib/toast';
import { ReviewList } from './review-list';
import {
  applicationsQuery,
  showcaseVideosQuery,
  useApplicationDecision,
  useVideoDecision,
  type AmbassadorApplication,
  type ShowcaseView,
} from '../api/ambassador-review';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Pending ambassador applications: approve with an ambassador type, or reject with a reason. */
export function ApplicationsReview() {
  const query = useInfiniteQuery(applicationsQuery());
  const [approving, setApproving] = useState<AmbassadorApplication | null>(null);
  const [rejecting, setRejecting] = useState<AmbassadorApplication | null>(null);
  return (
    <section className="dl-review" aria-labelledby="review-applications">
      <h2 id="review-applications" className="dl-review__title">
        Ambassador applications
      </h2>
      <p className="dl-dashboard__lead">Approving makes the member an ambassador of the type you choose; they are emailed either way.</p>
      <ReviewList query={query} label="Ambassador applications" empty="No applications are waiting.">
        {(items) => items.map((application) => <ApplicationRow key={application.id} application={application} onApprove={() => setApproving(application)} onReject={() => setRejecting(application)} />)}
      </ReviewList>
      <ApproveModal application={approving} onClose={() => setApproving(null)} />
      <RejectModal application={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}

function ApplicationRow({ application, onApprove, onReject }: { application: AmbassadorApplication; onApprove(): void; onReject(): void }) {
  const styles = useEnum('styles');
  const styleNames = application.form.styles.map((id) => Object.values(styles ?? {}).find((style) => style.id === id)?.name ?? `Style ${id}`);
  const { user, form } = application;
  const applicant = { avatar: user.avatar, displayName: user.displayName, email: user.email ?? '', firstName: null, lastName: null };
  return (
    <li className="dl-moderation__item dl-review__item" data-testid="ambassador-application">
      <UserAvatar user={applicant} size={56} />
      <div className="dl-moderation__body">
        <Tag className="dl-moderation__kind">Application</Tag>
        <h3 className="dl-moderation__title">{user.displayName}</h3>
        <p className="dl-moderation__meta">
          {user.email && <span>{user.email}</span>}
          <span aria-hidden="true">·</span>
          <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
          {!user.hasVerifiedEmail && <Tag color="warning">Email not verified</Tag>}
        </p>
        <dl className="dl-review__form">
          {form.subject && (
            <>
              <dt>Subject</dt>
              <dd>{form.subject}</dd>
            </>
          )}
          <dt>About them</dt>
          <dd>{form.describe_yourself}</dd>
          <dt>Decor experience</dt>
          <dd>{form.message}</dd>
          <dt>Styles</dt>
          <dd>{styleNames.join(', ')}</dd>
          <dt>Interests</dt>
          <dd>{form.interests.join(', ')}</dd>
          {form.links.length > 0 && (
            <>
              <dt>Links</dt>
              <dd>
                <ul className="dl-review__links">
                  {form.links.map((link) => (
                    <li key={link}>
                      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {form.isReferred && (
            <>
              <dt>Referred by</dt>
              <dd>{form.referred_by}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="dl-moderation__actions">
        <Button type="primary" onClick={onApprove} aria-label={`Approve ${user.displayName}`}>
          Approve
        </Button>
        <Button danger onClick={onReject} aria-label={`Reject ${user.displayName}`}>
          Reject
        </Button>
      </div>
    </li>
  );
}

function ApproveModal({ application, onClose }: { application: AmbassadorApplication | null; onClose(): void }) {
  const [form] = Form.useForm<{ ambassadorType: AmbassadorType }>();
  const decision = useApplicationDecision();
  const submit = ({ ambassadorType }: { ambassadorType: AmbassadorType }) => {
    if (!application) return;
    decision.mutate(
      { id: application.id, action: 'approve', ambassadorType },
      {
        onSuccess: () => {
          toast.success(`${application.user.displayName} is now an ambassador`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };
  return (
    <Modal
      open={application !== null}
      title={application ? `Approve ${application.user.displayName}?` : 'Approve'}
      onCancel={onClose}
      okText="Approve"
      okButtonProps={{ loading: decision.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="ambassadorType" label="Ambassador type" rules={[schemaRule(approveApplicationInput, 'ambassadorType')]}>
          <Radio.Group className="dl-review__types" options={AMBASSADOR_TYPES.map((type) => ({ value: type, label: AMBASSADOR_TYPE_LABELS[type] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RejectModal({ application, onClose }: { application: AmbassadorApplication | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const decision = useApplicationDecision();
  const submit = ({ reason }: { reason: string }) => {
    if (!application) return;
    decision.mutate(
      { id: application.id, action: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(`${application.user.displayName}’s application is declined`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };
  return (
    <Modal
      open={application !== null}
      title={application ? `Decline ${application.user.displayName}’s application?` : 'Reject'}
      onCancel={onClose}
      okText="Reject"
      okButtonProps={{ danger: true, loading: decision.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="reason" label="Reason" extra="The applicant receives this reason by email." rules={[schemaRule(rejectInput, 'reason')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Showcase videos waiting for review: activate shows the video on the page, deactivate hides it. */
export function ShowcaseVideosReview() {
  const query = useInfiniteQuery(showcaseVideosQuery());
  const decision = useVideoDecision();
  const [deactivating, setDeactivating] = useState<ShowcaseView | null>(null);
  const busy = decision.isPending ? decision.variables.showcaseId : null;
  const activate = (showcase: ShowcaseView) =>
    decision.mutate({ showcaseId: showcase.id, action: 'activate' }, { onSuccess: () => toast.success(`${showcase.displayName}’s video is live`), onError: showApiError });
  return (
    <section className="dl-review" aria-labelledby="review-videos">
      <h2 id="review-videos" className="dl-review__title">
        Showcase videos
      </h2>
      <p className="dl-dashboard__lead">Videos ambassadors sent for their showcase. A video shows on the page only once activated.</p>
      <ReviewList query={query} label="Showcase videos" empty="No videos are waiting.">
        {(items) =>
          items.map((showcase) => (
            <li key={showcase.id} className="dl-moderation__item dl-review__item" data-testid="showcase-video">
              <UserAvatar user={{ avatar: showcase.avatar, displayName: showcase.displayName, email: '', firstName: null, lastName: null }} size={56} />
              <div className="dl-moderation__body">
                <Tag className="dl-moderation__kind">Video · {showcase.videoStatus}</Tag>
                <h3 className="dl-moderation__title">{showcase.pageName}</h3>
                <p className="dl-moderation__meta">
                  <span>{showcase.displayName}</span>
                  {showcase.shareUrl && (
                    <>
                      <span aria-hidden="true">·</span>
                      <a href={showcase.shareUrl} target="_blank" rel="noopener noreferrer">
                        Showcase page
                      </a>
                    </>
                  )}
                </p>
                {showcase.videoUrl && (
                  <p className="dl-review__video">
                    <a href={showcase.videoUrl} target="_blank" rel="noopener noreferrer nofollow">
                      {showcase.videoUrl}
                    </a>
                  </p>
                )}
              </div>
              <div className="dl-moderation__actions">
                <Button type="primary" onClick={() => activate(showcase)} loading={busy === showcase.id} aria-label={`Activate ${showcase.displayName}’s video`}>
                  Activate
                </Button>
                <Button danger onClick={() => setDeactivating(showcase)} disabled={busy === showcase.id} aria-label={`Deactivate ${showcase.displayName}’s video`}>
                  Deactivate
                </Button>
              </div>
            </li>
          ))
        }
      </ReviewList>
      <DeactivateModal showcase={deactivating} onClose={() => setDeactivating(null)} />
    </section>
  );
}

function DeactivateModal({ showcase, onClose }: { showcase: ShowcaseView | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const decision = useVideoDecision();
  const submit = ({ reason }: { reason?: string }) => {
    if (!showcase) return;
    decision.mutate(
      { showcaseId: showcase.id, action: 'deactivate', reason },
      {
        onSuccess: () => {
          toast.success(`${showcase.displayName}’s video is hidden`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };
  return (
    <Modal
      open={showcase !== null}
      title={showcase ? `Hide ${showcase.displayName}’s video?` : 'Deactivate'}
      onCancel={onClose}
      okText="Deactivate"
      okButtonProps={{ danger: true, loading: decision.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="reason" label="Reason (optional)" extra="The ambassador sees this reason." rules={[schemaRule(showcaseVideoDecisionInput, 'reason')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
