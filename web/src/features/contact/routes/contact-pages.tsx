import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const ContactPage = comingSoonPage('Contact Us');
export const TradeOpportunitiesPage = comingSoonPage('TRADE Opportunities', 'For Home Furnishing Retailers, Manufacturers & Artisans');
