import { useState } from 'react';
import { Form, Input, Modal, Segmented } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { rejectInput } from '@decorlook/domain/catalog/catalog.rules';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useCurrentUser } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { MODERATION_KINDS, moderationQueueQuery, useModerationDecision, type ModerationItem, type ModerationKind } from '../api/moderation';
import { ApplicationsReview, ShowcaseVideosReview } from '../components/ambassador-review';
import { DashboardLayout } from '../components/dashboard-layout';
import { ModerationRow } from '../components/moderation-item';
import { ReviewList } from '../components/review-list';

const KIND_LABELS: Record<ModerationKind, string> = { all: 'Everything', images: 'Images', products: 'Products', lookBoards: 'Look boards' };

/** /dashboard/moderation: admins approve or reject what people added; nobody else has this page. */
export function ModerationPage() {
  const user = useCurrentUser();
  const [kind, setKind] = useState<ModerationKind>('all');
  if (!user) return null;
  if (user.role !== 'admin') return <NotFoundPage />;
  return (
    <DashboardLayout user={user}>
      <PageTitle title="Moderation" />
      <header className="dl-dashboard__head">
        <div>
          <h1 id="page-title" className="dl-dashboard__title">
            Moderation
          </h1>
          <p className="dl-dashboard__lead">Images, products and look boards waiting for review, oldest first. Approved ones appear in the gallery at once.</p>
        </div>
      </header>
      <Segmented
        className="dl-dashboard__filter"
        aria-label="Show"
        value={kind}
        onChange={(value) => setKind(value as ModerationKind)}
        options={MODERATION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
      />
      <Queue key={kind} kind={kind} />
      <ApplicationsReview />
      <ShowcaseVideosReview />
    </DashboardLayout>
  );
}

function Queue({ kind }: { kind: ModerationKind }) {
  const query = useInfiniteQuery(moderationQueueQuery(kind));
  const decision = useModerationDecision();
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const busyId = decision.isPending ? `${decision.variables.item.kind}-${decision.variables.item.id}` : null;

  const approve = (item: ModerationItem) =>
    decision.mutate({ item, action: 'approve' }, { onSuccess: () => toast.success(`“${item.title}” is approved`), onError: showApiError });

  return (
    <>
      <ReviewList query={query} label="Waiting for review" loadingLabel="Loading the queue" empty="All caught up: nothing is waiting for review.">
        {(items) =>
          items.map((item) => (
            <ModerationRow
              key={`${item.kind}-${item.id}`}
              item={item}
              busy={busyId === `${item.kind}-${item.id}`}
              onApprove={() => approve(item)}
              onReject={() => setRejecting(item)}
            />
          ))
        }
      </ReviewList>
      <RejectModal item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/** The reason is required (rejectInput): the owner reads it on their image, product or look board. */
function RejectModal({ item, onClose }: { item: ModerationItem | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const decision = useModerationDecision();
  const submit = ({ reason }: { reason: string }) => {
    if (!item) return;
    decision.mutate(
      { item, action: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(`“${item.title}” is rejected`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };
  return (
    <Modal
      open={item !== null}
      title={item ? `Reject “${item.title}”?` : 'Reject'}
      onCancel={onClose}
      okText="Reject"
      okButtonProps={{ danger: true, loading: decision.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="reason" label="Reason" extra="The owner sees this reason." rules={[schemaRule(rejectInput, 'reason')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} placeholder="For example: the picture is too small, or it is not an interior" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
