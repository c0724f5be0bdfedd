import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const AboutPage = comingSoonPage('About Us');
export const BlogPage = comingSoonPage('Blog', 'Stories, style guides and how DecorLook works. Coming soon.');
export const TermsPage = comingSoonPage('Terms of Use');
export const FaqsPage = comingSoonPage('FAQs');
export const PrivacyPage = comingSoonPage('Privacy Policy');
export const CommunityGuidelinesPage = comingSoonPage('Community Guidelines');
