// The route table loads this module for both pages of the feature.
export { ContactPage } from './contact-page';
export { TradeOpportunitiesPage } from './trade-opportunities-page';
