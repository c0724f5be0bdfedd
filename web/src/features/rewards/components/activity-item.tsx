import { Link } from 'react-router-dom';
import type { ActivityView } from '@decorlook/domain/rewards/rewards.views';
import { shortDate, signedPoints } from '../points';

const SUBJECT_FALLBACK: Record<NonNullable<ActivityView['subject']>['type'], string> = {
  inspirationImage: 'An image',
  lookBoard: 'A look board',
  request: 'A request',
  user: 'A member',
};

/** An internal page opens in the app; anything else as a plain link. */
export function SubjectLink({ to, children }: { to: string; children: string }) {
  return /^https?:\/\//.test(to) ? <a href={to}>{children}</a> : <Link to={to}>{children}</Link>;
}

/** One earning: what it was for, what earned it (linked), the points and the day. */
export function ActivityItem({ activity }: { activity: ActivityView }) {
  const subject = activity.subject;
  const subjectName = subject ? (subject.title ?? SUBJECT_FALLBACK[subject.type]) : null;
  return (
    <li className="dl-rewards__item" data-testid="points-activity">
      <div className="dl-rewards__item-main">
        <span className="dl-rewards__item-title">{activity.label}</span>
        {subject && subjectName && <span className="dl-rewards__item-sub">{subject.link ? <SubjectLink to={subject.link}>{subjectName}</SubjectLink> : subjectName}</span>}
      </div>
      <time className="dl-rewards__item-date" dateTime={activity.earnedAt}>
        {shortDate(activity.earnedAt)}
      </time>
      <span className="dl-rewards__item-points dl-rewards__item-points--plus">{signedPoints(activity.points)}</span>
    </li>
  );
}
