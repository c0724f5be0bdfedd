import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { MessageIcon } from '../../../components/icons';
import { buildPath, paths } from '../../../config/paths';
import { unreadQuery } from '../../../lib/queries/messages';

/** The header's message icon with the unread message count (spec 2.3). */
export default function MessagesLink({ me }: { me: number }) {
  const unread = useQuery(unreadQuery(me));
  const total = unread.data?.total ?? 0;
  return (
    <Badge count={total} size="small" offset={[-4, 4]} data-testid="messages-badge">
      <Link to={buildPath(paths.dashboardMessages)} className="dl-icon-link" aria-label={total > 0 ? `Messages, ${total} unread` : 'Messages'}>
        <MessageIcon />
      </Link>
    </Badge>
  );
}
