import { Button, Input, Modal } from 'antd';
import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';
import { showApiError } from '../../../lib/api-client';
import { useSendVerificationLink } from '../../../lib/session/user-api';
import { toast } from '../../../lib/toast';

/** Spec 4 and 6: applying needs a verified email; this prompt asks for it and sends a new link. */
export function VerifyEmailPrompt({ open, email, onClose }: { open: boolean; email: string; onClose(): void }) {
  const resend = useSendVerificationLink();
  const getNewLink = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => {
        toast.success(message ?? MESSAGES_IDENTITY.verificationSent);
        onClose();
      },
      onError: showApiError,
    });
  return (
    <Modal
      open={open}
      centered
      width={460}
      title="Please verify your email"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" loading={resend.isPending} onClick={getNewLink}>
          Get New Link
        </Button>
      }
    >
      <div className="dl-amb-apply__verify" data-testid="ambassador-verify-prompt">
        <p>Ambassadors are members with a verified email. Please open the link we sent you, then come back to apply.</p>
        <label className="dl-form__readonly">
          <span>Email</span>
          <Input value={email} readOnly aria-label="Email" />
        </label>
        <p className="dl-form__hint">No email from us? Use Get New Link and we will send a fresh one.</p>
      </div>
    </Modal>
  );
}
