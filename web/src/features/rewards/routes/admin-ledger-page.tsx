import { Button, Form, Input, InputNumber, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { POINT_RULES } from '@decorlook/domain/rewards/rewards.rules';
import type { LedgerEntryView } from '@decorlook/domain/rewards/rewards.views';
import { buildPath, paths } from '../../../config/paths';
import { ApiError, showApiError } from '../../../lib/api-client';
import { ledgerQuery } from '../../../lib/queries/rewards';
import { useDownloadLedger } from '../api/admin-ledger';
import { SubjectLink } from '../components/activity-item';
import { PointsSummary } from '../components/points-summary';
import { dateTime, isoDay, signedPoints } from '../points';
import { AdminPage } from './admin-frame';
import './rewards.css';

const ENTRY_LABELS: Record<LedgerEntryView['type'], string> = {
  PointsEarned: 'Earned',
  PointsWithdrawn: 'Taken back',
  PointsRedeemed: 'Redeemed',
  RedemptionPaid: 'Redemption paid',
  RedemptionRefused: 'Redemption refused',
};

/** What an entry was, as an auditor reads it: "Earned: Look board published", "Redeemed (#12)". */
export function entryDescription(entry: Pick<LedgerEntryView, 'type' | 'kind' | 'redemptionId' | 'adminId'>): string {
  if (entry.type === 'PointsEarned' || entry.type === 'PointsWithdrawn') return entry.kind ? `${ENTRY_LABELS[entry.type]}: ${POINT_RULES[entry.kind].label}` : ENTRY_LABELS[entry.type];
  const redemption = entry.redemptionId === null ? '' : ` #${entry.redemptionId}`;
  const admin = entry.adminId === null ? '' : ` by admin #${entry.adminId}`;
  return `${ENTRY_LABELS[entry.type]}${redemption}${entry.type === 'PointsRedeemed' ? '' : admin}`;
}

/** An as-of day is a real YYYY-MM-DD, else it is ignored (the ledger as of now). */
export function asOfParam(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

function SourceCell({ source }: { source: LedgerEntryView['source'] }) {
  if (!source) return <span className="dl-rewards__muted">—</span>;
  return (
    <span className="dl-rewards__source">
      {source.link ? <SubjectLink to={source.link}>{source.type}</SubjectLink> : <span>{source.type}</span>}
      <code title={`Stream ${source.streamId}`}>{source.eventId}</code>
    </span>
  );
}

/** /dashboard/ledgers/:userId[?asOf=YYYY-MM-DD]: a member's ledger with running balance, each entry's source, CSV. */
export function AdminLedgerPage() {
  const { userId: rawUserId } = useParams();
  const userId = Number(rawUserId);
  const [search, setSearch] = useSearchParams();
  const asOf = asOfParam(search.get('asOf'));
  const ledger = useQuery({ ...ledgerQuery(userId, asOf), enabled: Number.isInteger(userId) && userId > 0 });
  const download = useDownloadLedger();
  const name = ledger.data?.user.displayName;

  const setAsOf = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('asOf', value);
    else next.delete('asOf');
    setSearch(next, { replace: true });
  };

  return (
    <AdminPage
      title="Point Ledger"
      lead={name ? `${name}${ledger.data?.user.email ? ` (${ledger.data.user.email})` : ''}, member #${userId}: every entry with the balance after it, oldest first.` : `Member #${rawUserId ?? ''}`}
      actions={
        <Button onClick={() => download.mutate({ userId, asOf }, { onError: showApiError })} loading={download.isPending} disabled={!ledger.isSuccess}>
          Download CSV
        </Button>
      }
    >
      <div className="dl-rewards__filters">
        <label className="dl-rewards__field">
          <span>As of (end of day, UTC)</span>
          <Input type="date" aria-label="As of" value={asOf ?? ''} max={isoDay(new Date())} onChange={(event) => setAsOf(event.target.value)} style={{ width: 180 }} />
        </label>
        {asOf && (
          <Button type="link" onClick={() => setAsOf('')}>
            Show as of now
          </Button>
        )}
        <Link to={paths.dashboardRedemptions}>All redemptions</Link>
      </div>
      {ledger.isPending ? (
        <div role="status" aria-label="Loading the ledger">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : ledger.isError ? (
        <div className="dl-rewards__empty" role="alert">
          <p>{ledger.error instanceof ApiError && ledger.error.status === 404 ? `There is no member #${rawUserId ?? ''}.` : ledger.error.message}</p>
          <Link to={paths.dashboardLedgers}>Look up another member</Link>
        </div>
      ) : (
        <>
          <PointsSummary stats={ledger.data.stats} />
          <Table<LedgerEntryView>
            className="dl-rewards__ledger"
            rowKey="entry"
            size="middle"
            pagination={false}
            dataSource={ledger.data.entries}
            locale={{ emptyText: asOf ? `No entries as of ${asOf}.` : 'No entries yet.' }}
            scroll={{ x: 900 }}
            columns={[
              { title: '#', dataIndex: 'entry', width: 56 },
              { title: 'When', dataIndex: 'at', render: (at: string) => <time dateTime={at}>{dateTime(at)}</time> },
              { title: 'Entry', key: 'what', render: (_value, entry) => entryDescription(entry) },
              { title: 'Change', dataIndex: 'change', align: 'right', render: (change: number) => <span className={change < 0 ? 'dl-rewards__minus' : undefined}>{signedPoints(change)}</span> },
              { title: 'Balance', dataIndex: 'balance', align: 'right', render: (balance: number) => <strong>{balance.toLocaleString('en-US')}</strong> },
              { title: 'Source', dataIndex: 'source', render: (source: LedgerEntryView['source']) => <SourceCell source={source} /> },
              { title: 'Hash', dataIndex: 'hash', render: (hash: string, entry) => <code className="dl-rewards__hash" title={`Previous ${entry.prevHash}`}>{hash.slice(0, 12)}…</code> },
            ]}
          />
        </>
      )}
    </AdminPage>
  );
}

/** /dashboard/ledgers: an admin opens a member's ledger by their id (the redemptions page links there too). */
export function AdminLedgerSearchPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="Point Ledgers" lead="Open a member's ledger: every entry, its source, the running balance, as of any day.">
      <Form layout="inline" requiredMark={false} onFinish={({ userId }: { userId: number }) => navigate(buildPath(paths.dashboardMemberLedger, { userId }))}>
        <Form.Item name="userId" label="Member id" rules={[{ required: true, type: 'integer', min: 1, message: 'Please enter a member id' }]}>
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            Open ledger
          </Button>
        </Form.Item>
      </Form>
      <p className="dl-rewards__hint">
        Members who redeemed points are listed on the <Link to={paths.dashboardRedemptions}>redemptions</Link> page, each with a link to their ledger.
      </p>
    </AdminPage>
  );
}
