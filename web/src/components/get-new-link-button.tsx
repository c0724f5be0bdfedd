import { Button, type ButtonProps } from 'antd';
import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';
import { showApiError } from '../lib/api-client';
import { useSendVerificationLink } from '../lib/session/user-api';
import { toast } from '../lib/toast';

/** "Get New Link": mails the signed-in member a fresh verification link and says so (or shows why not); `onSent` follows a sent link. */
export function GetNewLinkButton({ onSent, ...props }: Pick<ButtonProps, 'type' | 'size'> & { onSent?(): void }) {
  const resend = useSendVerificationLink();
  return (
    <Button
      {...props}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (message) => {
            toast.success(message ?? MESSAGES_IDENTITY.verificationSent);
            onSent?.();
          },
          onError: showApiError,
        })
      }
    >
      Get New Link
    </Button>
  );
}
