// The route module the app's router loads for the content pages (one chunk).
export { AboutPage } from './about-page';
export { BlogPage } from './blog-page';
export { CommunityGuidelinesPage } from './community-guidelines-page';
export { FaqsPage } from './faqs-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
