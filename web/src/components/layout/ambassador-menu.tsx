import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChevronDownIcon } from '../icons';
import './ambassador-menu.css';

/**
 * Spec 2.3 "Ambassador menu": "Become an Ambassador" goes to the become page for ambassadors
 * (which sends them on to ambassador management) and to the programme's overview otherwise.
 */
export function ambassadorMenuLinks(ambassador: boolean) {
  return [
    { label: 'Visit Showcases', to: paths.getTheLookAmbassadors },
    { label: 'Become an Ambassador', to: ambassador ? paths.becomeAmbassador : paths.ambassador },
  ];
}

/** The header's ambassador menu: a plain disclosure, so the pre-rendered shell needs no antd. */
export function AmbassadorMenu({ ambassador }: { ambassador: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  // A navigation closes it.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="dl-ambassador-menu" ref={root}>
      <button type="button" className="dl-header__link dl-ambassador-menu__button" aria-expanded={open} aria-controls="ambassador-menu" onClick={() => setOpen((value) => !value)}>
        Ambassador
        <ChevronDownIcon />
      </button>
      {open && (
        <ul id="ambassador-menu" className="dl-ambassador-menu__list" aria-label="Ambassador">
          {ambassadorMenuLinks(ambassador).map((link) => (
            <li key={link.label}>
              <Link to={link.to} className="dl-ambassador-menu__link" onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
