import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export const PRODUCT_NAME = 'DecorLook';

/** The brand mark and name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className={`dl-logo dl-logo--${tone}`} aria-label={`${PRODUCT_NAME} home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--dl-primary)" />
        <path d="M7 17 16 9l9 8v8H7z" fill="var(--dl-secondary)" />
        <rect x="13" y="19" width="6" height="6" fill="var(--dl-primary)" />
      </svg>
      <span className="dl-logo__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
