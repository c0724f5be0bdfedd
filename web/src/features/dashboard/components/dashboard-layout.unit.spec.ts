import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { dashboardMenu } from './dashboard-layout';

describe('the dashboard menu (spec 2.3)', () => {
  it('puts Ambassador Info, Showcase Setup and Nominees first for ambassadors', () => {
    expect(dashboardMenu({ ambassador: true, role: 'ambassador' })).toEqual([
      { label: 'Ambassador Info', to: paths.dashboardAmbassadorManagement },
      { label: 'Showcase Setup', to: paths.dashboardAmbassadorShowcase },
      { label: 'Nominees', to: paths.nominateAmbassador },
      { label: 'My Images', to: paths.dashboardImages },
      { label: 'My Look Boards', to: paths.dashboardLookBoards },
      { label: 'My Mix & Matches', to: paths.dashboardMixMatches },
      { label: 'My Requests', to: paths.dashboardRequests },
      { label: 'My Followers', to: paths.dashboardCommunity },
      { label: 'My Points', to: paths.dashboardPoints },
    ]);
  });

  it('shows members only their own entries', () => {
    expect(dashboardMenu({ ambassador: false, role: 'personal' }).map((entry) => entry.label)).toEqual(['My Images', 'My Look Boards', 'My Mix & Matches', 'My Requests', 'My Followers', 'My Points']);
  });
});
