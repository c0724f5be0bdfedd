import { Link } from 'react-router-dom';
import { APP_VERSION, COPYRIGHT_START_YEAR } from '@decorlook/domain/shared/app';
import { paths } from '../../config/paths';
import { useBreakpoint } from '../../lib/use-breakpoint';
import { FacebookIcon, InstagramIcon, LinkedinIcon, PinterestIcon } from '../icons';
import { Logo, PRODUCT_NAME } from '../logo';

interface FooterLink {
  label: string;
  to: string;
  /** A tool that only works on the web platform: small screens get the unavailable-tool page. */
  webOnly?: boolean;
}

export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'How it Works', to: paths.howItWorks },
      { label: 'Blog', to: paths.blog },
      { label: 'FAQs', to: paths.faqs },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  {
    title: 'Tools',
    links: [
      { label: 'Get the Look', to: paths.getTheLook, webOnly: true },
      { label: 'Request the Look', to: paths.requestTheLook, webOnly: true },
      { label: 'Curate the Look', to: paths.curateTheLook, webOnly: true },
      { label: 'Shop the Look', to: paths.shopTheLook },
      { label: 'Style Quiz', to: paths.styleQuiz },
      { label: 'Get the Pin', to: paths.getThePin },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Ambassador Program', to: paths.ambassador },
      { label: 'Nominate an Ambassador', to: paths.nominateAmbassador },
      { label: 'Trade Opportunities', to: paths.tradeOpportunities },
      { label: 'Earn Rewards', to: paths.earnRewards },
      { label: 'Community Guidelines', to: paths.communityGuidelines },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Use', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Report an Image', to: paths.report },
    ],
  },
];

export const socialLinks = [
  { name: 'facebook', href: 'https://www.facebook.com/decorlook', Icon: FacebookIcon },
  { name: 'instagram', href: 'https://www.instagram.com/decorlook', Icon: InstagramIcon },
  { name: 'linkedin', href: 'https://www.linkedin.com/company/decorlook', Icon: LinkedinIcon },
  { name: 'pinterest', href: 'https://www.pinterest.com/decorlook', Icon: PinterestIcon },
];

export function copyrightText(year: number): string {
  return `© ${COPYRIGHT_START_YEAR}-${year} ${PRODUCT_NAME}`;
}

export function SiteFooter() {
  const { isSmall } = useBreakpoint();
  return (
    <footer className="dl-footer" data-testid="site-footer">
      <div className="dl-footer__inner">
        <div className="dl-footer__brand">
          <Logo />
          <p className="dl-footer__tagline">Room inspiration, curated by decor lovers, ready to shop.</p>
          <ul className="dl-footer__social" aria-label="Social media">
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} aria-label={name} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className="dl-footer__column" aria-label={column.title}>
            <h2 className="dl-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={isSmall && link.webOnly ? paths.unavailableTool : link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="dl-footer__bottom">
        {/* The pre-rendered year is the build's: the browser's may be newer, and that is fine. */}
        <span suppressHydrationWarning>{copyrightText(new Date().getFullYear())}</span>
        <span className="dl-footer__version">{APP_VERSION}</span>
      </div>
    </footer>
  );
}
