import './dashboard.css';

/**
 * The dashboard's frame and menu are shared UI (components/dashboard-frame): the dashboard pages
 * that live in other features (Showcase Setup, My Followers) keep the same menu.
 */
export { DashboardFrame as DashboardLayout, dashboardMenu } from '../../../components/dashboard-frame';
