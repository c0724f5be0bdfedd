import { Link } from 'react-router-dom';
import { POINT_RULES } from '@decorlook/domain/rewards/rewards.rules';
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

/**
 * One line of the points history: an earning (what it was for, what earned it, linked, the points
 * and the day), or points a later event took back (the earning's rule, what earned it, why they
 * were taken back, the day they were and the points, negative).
 */
export function ActivityItem({ activity }: { activity: ActivityView }) {
  const subject = activity.subject;
  const subjectName = subject ? (subject.title ?? SUBJECT_FALLBACK[subject.type]) : null;
  const takenBack = activity.type === 'takenBack';
  const day = (takenBack ? activity.takenBackAt : null) ?? activity.earnedAt;
  return (
    <li className="dl-rewards__item" data-testid="points-activity">
      <div className="dl-rewards__item-main">
        <span className="dl-rewards__item-title">{activity.label}</span>
        {takenBack && (
          <span className="dl-rewards__item-sub">
            {POINT_RULES[activity.kind].label}, earned {shortDate(activity.earnedAt)}
          </span>
        )}
        {subject && subjectName && <span className="dl-rewards__item-sub">{subject.link ? <SubjectLink to={subject.link}>{subjectName}</SubjectLink> : subjectName}</span>}
        {takenBack && activity.reason && <span className="dl-rewards__item-reason">{activity.reason}</span>}
      </div>
      <time className="dl-rewards__item-date" dateTime={day}>
        {shortDate(day)}
      </time>
      <span className={`dl-rewards__item-points ${takenBack ? 'dl-rewards__minus' : 'dl-rewards__item-points--plus'}`}>{signedPoints(activity.points)}</span>
    </li>
  );
}
