import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { MediaImage } from '../../../components/media-image';
import type { QueueAction, QueueItem } from '../api/moderation';

/** One item's kind, as the row's tag says it. */
export const KIND_NAMES: Record<QueueItem['kind'], string> = {
  report: 'Reported image',
  takedownNotice: 'Takedown notice',
  creditClaim: 'Credit claim',
  image: 'Image',
  product: 'Product',
  lookBoard: 'Look board',
  business: 'Business account',
  ambassadorApplication: 'Application',
};

export const ACTION_LABELS: Record<QueueAction, string> = { approve: 'Approve', reject: 'Reject', dismiss: 'Dismiss', takeDown: 'Take down', restore: 'Restore' };
/** The order the buttons show in, whatever order the server lists them. */
const ACTION_ORDER: QueueAction[] = ['approve', 'restore', 'reject', 'dismiss', 'takeDown'];
const STATUS_NAMES: Record<QueueItem['status'], string> = { open: 'Open', takenDown: 'Taken down', approved: 'Approved', rejected: 'Rejected', dismissed: 'Dismissed' };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** "reportCount" → "Report count", "good_faith" → "Good faith": the server's detail names, readable. */
export function detailLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label.replace(/\b(url|id)\b/gi, (acronym) => acronym.toUpperCase());
}

/**
 * What the row is called (its heading and its buttons' names). An application's title is the
 * form's subject, the same for nearly everyone: the applicant's name tells them apart.
 */
export function nameOf(item: QueueItem): string {
  const applicant = item.details.applicant;
  if (item.kind === 'ambassadorApplication' && typeof applicant === 'string' && applicant.trim()) return applicant;
  return item.title || KIND_NAMES[item.kind];
}

/** Details with nothing to say (no reason yet, no decision date) are left out. */
const hasValue = (value: QueueItem['details'][string]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text);

/** A link to the item's page: in the site through the router, elsewhere in a new tab. */
function ItemLink({ to, children, className, hidden }: { to: string; children: ReactNode; className?: string; hidden?: boolean }) {
  const a11y = hidden ? { tabIndex: -1, 'aria-hidden': true as const } : {};
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className} {...a11y}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer nofollow" {...a11y}>
      {children}
    </a>
  );
}

function Text({ text }: { text: string }) {
  return isWebAddress(text) ? (
    <a href={text} target="_blank" rel="noopener noreferrer nofollow">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

function DetailValue({ value }: { value: QueueItem['details'][string] }) {
  if (value === null || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'number') return <>{value.toLocaleString('en-US')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    if (!value.some(isWebAddress)) return <>{value.join(', ')}</>;
    return (
      <ul className="dash-review__links">
        {value.map((entry) => (
          <li key={entry}>
            <Text text={entry} />
          </li>
        ))}
      </ul>
    );
  }
  return <Text text={value} />;
}

/** What the admin reads before deciding: the picture, who and why, the details the server gives, and the actions it allows now. */
export function QueueRow({ item, busy, onAction }: { item: QueueItem; busy: boolean; onAction(action: QueueAction): void }) {
  const name = nameOf(item);
  const details: [string, QueueItem['details'][string]][] = [
    ...(name !== item.title && item.title ? [['subject', item.title] as [string, string]] : []),
    ...Object.entries(item.details).filter(([key, value]) => hasValue(value) && !(key === 'applicant' && name === value)),
  ];
  const actions = ACTION_ORDER.filter((action) => item.actions.includes(action));
  return (
    <li className="dash-moderation__item dash-queue__item" data-testid={item.kind === 'ambassadorApplication' ? 'ambassador-application' : 'moderation-item'}>
      <div className="dash-queue__thumb">
        {item.media ? (
          item.link ? (
            <ItemLink to={item.link} className="dash-moderation__thumb" hidden>
              <MediaImage media={item.media} alt="" largest="thumb" sizes="120px" width={1} height={1} />
            </ItemLink>
          ) : (
            <span className="dash-moderation__thumb">
              <MediaImage media={item.media} alt="" largest="thumb" sizes="120px" width={1} height={1} />
            </span>
          )
        ) : (
          <span className="dash-queue__placeholder" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
      </div>
      <div className="dash-moderation__body">
        <p className="dash-queue__tags">
          <Tag className="dash-moderation__kind">{KIND_NAMES[item.kind]}</Tag>
          {item.status !== 'open' && <Tag className="dash-queue__status">{STATUS_NAMES[item.status]}</Tag>}
        </p>
        <h2 className="dash-moderation__title dash-queue__title">{item.link ? <ItemLink to={item.link}>{name}</ItemLink> : name}</h2>
        <p className="dash-moderation__meta">
          {item.subtitle && (
            <>
              <span>{item.subtitle}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
        {details.length > 0 && (
          <dl className="dash-review__form dash-queue__details">
            {details.map(([key, value]) => (
              <div key={key} className="dash-queue__detail">
                <dt>{detailLabel(key)}</dt>
                <dd>
                  <DetailValue value={value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {actions.length > 0 && (
        <div className="dash-moderation__actions dash-queue__actions">
          {actions.map((action) => (
            <Button
              key={action}
              type={action === 'approve' || action === 'restore' ? 'primary' : 'default'}
              danger={action === 'reject' || action === 'takeDown'}
              loading={busy && (action === 'approve' || action === 'restore')}
              disabled={busy && action !== 'approve' && action !== 'restore'}
              onClick={() => onAction(action)}
              aria-label={`${ACTION_LABELS[action]} ${name}`}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
