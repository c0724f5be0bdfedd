import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { dashboardMenu } from './dashboard-frame';

/** Menu entries from [label, address] pairs. */
const entries = (pairs: [string, string][]) => pairs.map(([label, to]) => ({ label, to }));

describe('the dashboard menu (spec 2.3)', () => {
  it('puts Ambassador Info, Showcase Setup and Nominees first for ambassadors', () => {
    expect(dashboardMenu({ ambassador: true, role: 'ambassador' })).toEqual(
      entries([
        ['Ambassador Info', paths.dashboardAmbassadorManagement],
        ['Showcase Setup', paths.dashboardAmbassadorShowcase],
        ['Nominees', paths.nominateAmbassador],
        ['My Images', paths.dashboardImages],
        ['My Look Boards', paths.dashboardLookBoards],
        ['My Mix & Matches', paths.dashboardMixMatches],
        ['My Requests', paths.dashboardRequests],
        ['My Followers', paths.dashboardCommunity],
        ['My Points', paths.dashboardPoints],
      ]),
    );
  });

  it('shows members only their own entries', () => {
    expect(dashboardMenu({ ambassador: false, role: 'personal' }).map((entry) => entry.label)).toEqual(['My Images', 'My Look Boards', 'My Mix & Matches', 'My Requests', 'My Followers', 'My Points']);
  });
});
