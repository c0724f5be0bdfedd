import './forms.css';
/** Spec 5: the password guidance shown under every new-password field. */
export const PASSWORD_GUIDANCE = 'Use 8 characters or more, include a number (letters and numbers), and do not use your name or email.';

export function PasswordGuidance() {
  return <span className="dl-form__hint">{PASSWORD_GUIDANCE}</span>;
}
