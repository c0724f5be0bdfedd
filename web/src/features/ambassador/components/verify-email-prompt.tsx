import { VerifyEmailModal } from '../../../components/verify-email-modal';

/** Spec 4 and 6: applying needs a verified email; this prompt asks for it and sends a new link. */
export function VerifyEmailPrompt({ open, email, onClose }: { open: boolean; email: string; onClose(): void }) {
  return (
    <VerifyEmailModal
      open={open}
      title="Please verify your email"
      email={email}
      hint="No email from us? Use Get New Link and we will send a fresh one."
      onClose={onClose}
      className="dl-amb-apply__verify"
      testId="ambassador-verify-prompt"
    >
      <p>Ambassadors are members with a verified email. Please open the link we sent you, then come back to apply.</p>
    </VerifyEmailModal>
  );
}
