import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import './mobile-menu.css';

/** Spec 2.3: the small-screen menu. */
export const mobileMenuLinks = [
  { label: 'Earn Rewards', to: paths.earnRewards },
  { label: 'Ambassador', to: paths.ambassador },
  { label: 'Showcases', to: paths.getTheLookAmbassadors },
  { label: 'About Us', to: paths.about },
  { label: 'Contact Us', to: paths.contact },
  { label: 'FAQs', to: paths.faqs },
];

interface Props {
  open: boolean;
  signedIn: boolean;
  onClose(): void;
  onLogin(): void;
  onRegister(): void;
  onLogout(): void;
}

/** Spec 2.3: the menu ends with Login (and Register, as the wide header offers both) for visitors and Logout (confirmed) for signed-in users. */
export default function MobileMenu({ open, signedIn, onClose, onLogin, onRegister, onLogout }: Props) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title="Menu">
      <nav className="dl-mobile-menu" aria-label="Menu">
        {mobileMenuLinks.map((link) => (
          <Link key={link.to} to={link.to} className="dl-mobile-menu__link" onClick={onClose}>
            {link.label}
          </Link>
        ))}
        <button
          type="button"
          className="dl-mobile-menu__link dl-mobile-menu__login"
          onClick={() => {
            onClose();
            if (signedIn) onLogout();
            else onLogin();
          }}
        >
          {signedIn ? 'Logout' : 'Login'}
        </button>
        {!signedIn && (
          <button
            type="button"
            className="dl-mobile-menu__link dl-mobile-menu__register"
            onClick={() => {
              onClose();
              onRegister();
            }}
          >
            Register
          </button>
        )}
      </nav>
    </Drawer>
  );
}
