import { useState, type HTMLAttributes } from 'react';
import { Button, Form, Input, Modal, Segmented, Skeleton, Space, Table } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { refuseRedemptionInput } from '@decorlook/domain/rewards/rewards.rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buildPath, paths } from '../../../config/paths';
import { showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { toast } from '../../../lib/toast';
import { adminRedemptionsQuery, type AdminRedemption, type RedemptionFilter, type RedemptionFilterStatus } from '../../../lib/queries/rewards';
import { useDownloadRedemptions, useSettleRedemption } from '../api/admin-redemptions';
import { LoadMore } from '../components/paged-list';
import { RedemptionStatusTag } from '../components/redemption-status';
import { dateTime, dollars, pointsLabel } from '../points';
import { AdminPage } from './admin-frame';
import './rewards.css';

const STATUS_OPTIONS: { value: RedemptionFilterStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'refused', label: 'Refused' },
  { value: 'all', label: 'All' },
];

/** A period is valid when it is open at either end or runs forwards. */
export function periodError(filter: Pick<RedemptionFilter, 'from' | 'to'>): string | null {
  return filter.from && filter.to && filter.from > filter.to ? 'The period ends before it starts' : null;
}

const who = (redemption: AdminRedemption) => `${redemption.displayName}${redemption.email ? ` (${redemption.email})` : ''}`;

/** Paying asks first: the money leaves once. */
function PayDialog({ redemption, onClose }: { redemption: AdminRedemption | null; onClose(): void }) {
  const settle = useSettleRedemption();
  return (
    <ConfirmDialog
      open={redemption !== null}
      title="Mark this redemption paid?"
      confirmLabel="Mark paid"
      busy={settle.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!redemption) return;
        settle.mutate(
          { redemption, action: 'pay' },
          {
            onSuccess: () => {
              toast.success(`Redemption #${redemption.id} is paid`);
              onClose();
            },
            onError: (error) => {
              showApiError(error);
              onClose();
            },
          },
        );
      }}
    >
      {redemption && (
        <p>
          {dollars(redemption.cents)} ({pointsLabel(redemption.points)}) to {who(redemption)}. The member sees it as paid.
        </p>
      )}
    </ConfirmDialog>
  );
}

/** Refusing needs a reason (refuseRedemptionInput): the member reads it, and gets the points back. */
function RefuseDialog({ redemption, onClose }: { redemption: AdminRedemption | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const settle = useSettleRedemption();
  const submit = ({ reason }: { reason: string }) => {
    if (!redemption) return;
    settle.mutate(
      { redemption, action: 'refuse', reason },
      {
        onSuccess: () => {
          toast.success(`Redemption #${redemption.id} is refused; the points are back in the member's balance`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };
  return (
    <Modal
      open={redemption !== null}
      title={redemption ? `Refuse redemption #${redemption.id}?` : 'Refuse'}
      onCancel={onClose}
      okText="Refuse"
      okButtonProps={{ danger: true, loading: settle.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      {redemption && (
        <p>
          {pointsLabel(redemption.points)} ({dollars(redemption.cents)}) go back to {who(redemption)}.
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="reason" label="Reason" extra="The member sees this reason." rules={[schemaRule(refuseRedemptionInput, 'reason')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} placeholder="For example: the points were earned by a board that broke the guidelines" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Redemptions({ filter }: { filter: RedemptionFilter }) {
  const query = useInfiniteQuery(adminRedemptionsQuery(filter));
  const [paying, setPaying] = useState<AdminRedemption | null>(null);
  const [refusing, setRefusing] = useState<AdminRedemption | null>(null);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading redemptions">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="dl-rewards__empty" role="alert">
        <p>{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  const first = query.data.pages[0];
  const rows = query.data.pages.flatMap((page) => page.redemptions);
  return (
    <>
      <p className="dl-rewards__totals" data-testid="redemption-totals">
        {first.total.toLocaleString('en-US')} {first.total === 1 ? 'redemption' : 'redemptions'}: {pointsLabel(first.totalPoints)}, {dollars(first.totalCents)}
      </p>
      <Table<AdminRedemption>
        className="dl-rewards__admin-table"
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No redemptions in this period.' }}
        onRow={() => ({ 'data-testid': 'admin-redemption' }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: '#', dataIndex: 'id', width: 64 },
          {
            title: 'Member',
            key: 'member',
            render: (_value, redemption) => (
              <span className="dl-rewards__member">
                <Link to={buildPath(paths.dashboardMemberLedger, { userId: redemption.userId })} aria-label={`Ledger of ${redemption.displayName}`}>
                  {redemption.displayName}
                </Link>
                {redemption.email && <span className="dl-rewards__muted">{redemption.email}</span>}
              </span>
            ),
          },
          { title: 'Points', dataIndex: 'points', align: 'right', render: (points: number) => points.toLocaleString('en-US') },
          { title: 'Amount', dataIndex: 'cents', align: 'right', render: (cents: number) => dollars(cents) },
          { title: 'Requested', dataIndex: 'requestedAt', render: (at: string) => <time dateTime={at}>{dateTime(at)}</time> },
          {
            title: 'Status',
            key: 'status',
            render: (_value, redemption) => (
              <span className="dl-rewards__member">
                <RedemptionStatusTag status={redemption.status} />
                {redemption.reason && <span className="dl-rewards__muted">{redemption.reason}</span>}
              </span>
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_value, redemption) =>
              redemption.status === 'pending' ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => setPaying(redemption)} aria-label={`Mark redemption #${redemption.id} paid`}>
                    Mark paid
                  </Button>
                  <Button danger size="small" onClick={() => setRefusing(redemption)} aria-label={`Refuse redemption #${redemption.id}`}>
                    Refuse
                  </Button>
                </Space>
              ) : redemption.settledAt ? (
                <time className="dl-rewards__muted" dateTime={redemption.settledAt}>
                  {dateTime(redemption.settledAt)}
                </time>
              ) : null,
          },
        ]}
      />
      <LoadMore query={query} />
      <PayDialog redemption={paying} onClose={() => setPaying(null)} />
      <RefuseDialog redemption={refusing} onClose={() => setRefusing(null)} />
    </>
  );
}

/** /dashboard/redemptions: redemptions in a period; admins pay or refuse them and download them as CSV. */
export function AdminRedemptionsPage() {
  const [filter, setFilter] = useState<RedemptionFilter>({ status: 'pending' });
  const download = useDownloadRedemptions();
  const error = periodError(filter);
  return (
    <AdminPage
      title="Redemptions"
      lead="Members' redemptions, newest first. Paying is done outside the site; mark each one paid once it is, or refuse it with a reason."
      actions={
        <Button onClick={() => download.mutate(filter, { onError: showApiError })} loading={download.isPending} disabled={error !== null}>
          Download CSV
        </Button>
      }
    >
      <div className="dl-rewards__filters">
        <label className="dl-rewards__field">
          <span>From</span>
          <Input type="date" aria-label="From" value={filter.from ?? ''} onChange={(event) => setFilter({ ...filter, from: event.target.value || undefined })} style={{ width: 170 }} />
        </label>
        <label className="dl-rewards__field">
          <span>To</span>
          <Input type="date" aria-label="To" value={filter.to ?? ''} onChange={(event) => setFilter({ ...filter, to: event.target.value || undefined })} style={{ width: 170 }} />
        </label>
        <Segmented aria-label="Status" value={filter.status} onChange={(value) => setFilter({ ...filter, status: value as RedemptionFilterStatus })} options={STATUS_OPTIONS} />
      </div>
      {error ? (
        <p className="dl-rewards__error" role="alert">
          {error}
        </p>
      ) : (
        <Redemptions filter={filter} />
      )}
    </AdminPage>
  );
}
