import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { ApiError, showApiError } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { useCloseAccount, type Closure } from '../api/close-account';

type Action = Closure;

/** Spec 4 "Profile": deactivating clears the session and tokens; deleting erases the account. */
export function CloseAccount() {
  const navigate = useNavigate();
  const { endSession } = useSessionActions();
  const [asking, setAsking] = useState<Action | null>(null);
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const ask = (action: Action | null) => {
    setPassword('');
    setPasswordError(null);
    setAsking(action);
  };

  const run = (action: Action) => {
    if (!password) {
      setPasswordError('This field is required');
      return;
    }
    close.mutate(
      { action, password },
      {
        onSuccess: () => {
          setAsking(null);
          endSession();
          navigate(paths.home, { replace: true });
          toast.success(action === 'deactivate' ? 'Your account is deactivated' : 'Your account is deleted');
        },
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.errors.password?.[0] : undefined;
          if (fieldError) setPasswordError(fieldError);
          else showApiError(failure);
        },
      },
    );
  };

  return (
    <div className="dl-account-danger">
      <section className="dl-account-danger__item">
        <div>
          <h3>Deactivate account</h3>
          <p>Your account is switched off and you are signed out everywhere. You will not be able to sign in with it.</p>
        </div>
        <Button danger onClick={() => ask('deactivate')}>
          Deactivate Account
        </Button>
      </section>
      <section className="dl-account-danger__item">
        <div>
          <h3>Delete account</h3>
          <p>Your personal data is erased for good. Your name no longer shows on anything you shared. This cannot be undone.</p>
        </div>
        <Button danger type="primary" onClick={() => ask('delete')}>
          Delete Account
        </Button>
      </section>
      <ConfirmDialog
        open={asking === 'deactivate'}
        title="Deactivate your account?"
        confirmLabel="Confirm"
        danger
        busy={close.isPending}
        onCancel={() => ask(null)}
        onConfirm={() => run('deactivate')}
      >
        You will be signed out on every device and will not be able to sign in again with this account.

        <Form layout="vertical" requiredMark={false} className="dl-account-danger__confirm" onFinish={() => run('deactivate')}>
          <Form.Item label="Your password" htmlFor="deactivate-account-password" validateStatus={passwordError ? 'error' : undefined} help={passwordError ?? undefined}>
            <Input.Password id="deactivate-account-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Form.Item>
        </Form>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete your account?"
        confirmLabel="Confirm"
        danger
        busy={close.isPending}
        onCancel={() => ask(null)}
        onConfirm={() => run('delete')}
      >
        Your account and personal data will be erased. This cannot be undone: the account cannot be restored afterwards.

        <Form layout="vertical" requiredMark={false} className="dl-account-danger__confirm" onFinish={() => run('delete')}>
          <Form.Item label="Your password" htmlFor="delete-account-password" validateStatus={passwordError ? 'error' : undefined} help={passwordError ?? undefined}>
            <Input.Password id="delete-account-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Form.Item>
        </Form>
      </ConfirmDialog>
    </div>
  );
}
