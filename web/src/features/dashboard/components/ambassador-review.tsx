import { useState } from 'react';
import { Button, Form, Input, Modal, Tag } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { showcaseVideoDecisionInput } from '@decorlook/domain/ambassadors/ambassador.rules';
import { UserAvatar } from '../../../components/user-avatar';
import { showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { toast } from '../../../lib/toast';
import { ReviewList } from './review-list';
import { showcaseVideosQuery } from '../../../lib/queries/moderation';
import { useVideoDecision, type ShowcaseView } from '../api/ambassador-review';

/** Showcase videos waiting for review: activate shows the video on the page, deactivate hides it. */
export function ShowcaseVideosReview() {
  const query = useInfiniteQuery(showcaseVideosQuery());
  const decision = useVideoDecision();
  const [deactivating, setDeactivating] = useState<ShowcaseView | null>(null);
  const busy = decision.isPending ? decision.variables.showcaseId : null;
  const activate = (showcase: ShowcaseView) =>
    decision.mutate({ showcaseId: showcase.id, action: 'activate' }, { onSuccess: () => toast.success(`${showcase.displayName}’s video is live`), onError: showApiError });
  return (
    <section className="dash-review" aria-labelledby="review-videos">
      <h2 id="review-videos" className="dash-review__title">
        Showcase videos
      </h2>
      <p className="dl-dashboard__lead dash-review__lead">Videos ambassadors sent for their showcase. A video shows on the page only once activated.</p>
      <ReviewList query={query} label="Showcase videos" empty="No videos are waiting.">
        {(items) =>
          items.map((showcase) => (
            <li key={showcase.id} className="dash-moderation__item dash-review__item" data-testid="showcase-video">
              <UserAvatar user={{ avatar: showcase.avatar, displayName: showcase.displayName, email: '', firstName: null, lastName: null }} size={56} />
              <div className="dash-moderation__body">
                <Tag className="dash-moderation__kind">Video · {showcase.videoStatus}</Tag>
                <h3 className="dash-moderation__title">{showcase.pageName}</h3>
                <p className="dash-moderation__meta">
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
                  <p className="dash-review__video">
                    <a href={showcase.videoUrl} target="_blank" rel="noopener noreferrer nofollow">
                      {showcase.videoUrl}
                    </a>
                  </p>
                )}
              </div>
              <div className="dash-moderation__actions">
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
