import { Tag } from 'antd';
import type { RedemptionStatus } from '@decorlook/domain/rewards/rewards.rules';
import { STATUS_LABELS } from '../points';

/** A redemption's status as a pill whose colours keep AA contrast. */
export function RedemptionStatusTag({ status }: { status: RedemptionStatus }) {
  return <Tag className={`dl-rewards__status dl-rewards__status--${status}`}>{STATUS_LABELS[status]}</Tag>;
}
