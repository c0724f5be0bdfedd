import { useState } from 'react';
import { showApiError } from '../../lib/api-client';
import { useSessionActions } from '../../lib/session/use-session';
import { ConfirmDialog } from '../confirm-dialog';
import { dismissLogout, useLogoutRequested } from './logout-request';

/**
 * Logout needs confirmation (spec 2.3). Signing out clears the tokens whatever the server says;
 * a failed call still shows the "Error" toast (spec 8). Leaving a signed-in page is the guard's job.
 */
export function LogoutDialog() {
  const { logout } = useSessionActions();
  const open = useLogoutRequested();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const failure = await logout();
    setBusy(false);
    dismissLogout();
    if (failure) showApiError(failure);
  };

  return (
    <ConfirmDialog open={open} title="Log out" busy={busy} onCancel={dismissLogout} onConfirm={() => void confirm()}>
      Are you sure you want to log out?
    </ConfirmDialog>
  );
}
