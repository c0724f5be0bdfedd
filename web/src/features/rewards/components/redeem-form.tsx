import { useState } from 'react';
import { Alert, Button, Form, InputNumber } from 'antd';
import { redeemInput } from '@decorlook/domain/rewards/rewards.rules';
import type { UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { toast } from '../../../lib/toast';
import { useRedeemPoints, type RedeemRequest } from '../api/redeem-points';
import { balanceError, canRedeem, pointsInDollars, pointsLabel, RATE_LINE, REDEEM_MIN_POINTS } from '../points';
import { newIdempotencyKey } from '../idempotency-key';

const FIELDS = ['points'] as const;

type Pending = RedeemRequest;

/**
 * Redeem: the amount is checked here with the shared rules and the balance, confirmed in a
 * dialog that shows its worth in dollars, then sent; the server's refusals land on the field.
 */
export function RedeemForm({ me, stats }: { me: number; stats: UserStatsView }) {
  const [form] = Form.useForm<{ points: number | null }>();
  const points = Form.useWatch('points', form);
  const redeem = useRedeemPoints(me);
  const [pending, setPending] = useState<Pending | null>(null);
  const otherErrors = useServerErrors(form, serverErrorsOf(redeem.error), FIELDS);
  const balance = stats.point_left;

  const confirm = () => {
    if (!pending) return;
    redeem.mutate(pending, {
      onSuccess: ({ redemption }) => {
        toast.success(`Your redemption of ${pointsLabel(redemption.points)} (${pointsInDollars(redemption.points)}) is on its way`);
        setPending(null);
        form.resetFields();
      },
      onError: (error) => {
        setPending(null);
        // Field refusals show on the field (useServerErrors); anything else is a toast.
        if (!(error instanceof ApiError && error.status === 422)) showApiError(error);
      },
    });
  };

  return (
    <section className="dl-rewards__redeem" aria-labelledby="redeem-title">
      <h2 id="redeem-title" className="dl-rewards__section-title">
        Redeem points
      </h2>
      <p className="dl-rewards__hint">
        {RATE_LINE}. Redeem {REDEEM_MIN_POINTS} points or more at a time; we pay it out once an admin has checked it.
      </p>
      {!canRedeem(balance) && (
        <p className="dl-rewards__hint" data-testid="redeem-not-yet">
          You need at least {pointsLabel(REDEEM_MIN_POINTS)} to redeem; you have {pointsLabel(balance)}.
        </p>
      )}
      <Form
        form={form}
        layout="inline"
        className="dl-rewards__redeem-form"
        requiredMark={false}
        onFinish={({ points: value }) => setPending({ points: Number(value), idempotencyKey: newIdempotencyKey() })}
      >
        <Form.Item
          name="points"
          label="Points to redeem"
          rules={[
            schemaRule(redeemInput, 'points'),
            {
              validator: async (_rule, value: number | null) => {
                const message = balanceError(value, balance);
                if (message) throw new Error(message);
              },
            },
          ]}
          extra={typeof points === 'number' && points > 0 ? `Worth ${pointsInDollars(Math.floor(points))}` : undefined}
        >
          <InputNumber min={0} step={100} precision={0} placeholder={String(REDEEM_MIN_POINTS)} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={!canRedeem(balance)}>
            Redeem
          </Button>
        </Form.Item>
      </Form>
      {otherErrors.length > 0 && <Alert type="error" showIcon message={otherErrors.join(' ')} />}
      <ConfirmDialog
        open={pending !== null}
        title="Redeem your points?"
        confirmLabel="Redeem"
        busy={redeem.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending && (
          <p data-testid="redeem-confirmation">
            Redeem <strong>{pointsLabel(pending.points)}</strong> for <strong>{pointsInDollars(pending.points)}</strong>? Your balance goes down to{' '}
            {pointsLabel(balance - pending.points)}. The redemption is pending until an admin pays it.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
