import { useLocation, useNavigate } from 'react-router-dom';
import { withAuthModal } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';

/**
 * Runs `action` for a signed-in person; a visitor is offered sign-in instead (likes, votes and
 * rates need an account, spec 6), on the same page so they come back to the board.
 */
export function useSignedInAction() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = session.status === 'signedIn';
  return {
    signedIn,
    userId: signedIn ? session.user.id : null,
    run: (action: () => void) => {
      // While a stored session is still loading, a press is neither sent nor turned into a sign-in offer.
      if (session.status === 'loading') return;
      if (signedIn) action();
      else navigate({ pathname: location.pathname, search: withAuthModal(location.search, 'sign-in') });
    },
  };
}
