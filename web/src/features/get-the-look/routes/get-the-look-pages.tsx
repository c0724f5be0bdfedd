import { useParams } from 'react-router-dom';
import { ComingSoon, comingSoonPage } from '../../../components/coming-soon';

/** Human text for a style slug such as "mid-century-modern". */
const fromSlug = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Get the Look, optionally narrowed by the style and sub-style path parameters. */
export function GetTheLookPage() {
  const { first: style, second: subStyle } = useParams();
  const narrowed = [style, subStyle].filter((part): part is string => Boolean(part)).map(fromSlug).join(' / ');
  return (
    <ComingSoon
      title="Get the Look"
      description={
        narrowed
          ? `Curated looks in ${narrowed} are coming soon.`
          : 'Curated Looks, Mix & Match Looks, Look Boards View and Product View are coming soon.'
      }
    />
  );
}

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const AmbassadorsPage = comingSoonPage('Showcases', 'Visit the showcases of our ambassadors. Coming soon.');
export const AmbassadorDetailsPage = comingSoonPage('Ambassador');
export const UsersPage = comingSoonPage('Users');
export const UserDetailsPage = comingSoonPage('User');
export const FollowedAmbassadorsPage = comingSoonPage('Followed Ambassadors');
export const MixMatchPage = comingSoonPage('Mix & Match');
export const MixMatchDetailsPage = comingSoonPage('Mix & Match');
export const MixMatchLookBoardsPage = comingSoonPage('Mix & Match Look Boards');
export const MixMatchLookBoardDetailsPage = comingSoonPage('Mix & Match Look Boards');
export const LookBoardDetailsPage = comingSoonPage('Look Board Details');
export const LookBoardViewPage = comingSoonPage('Look Boards View');
export const LookBoardViewDetailsPage = comingSoonPage('Look Boards View');
export const ShopTheLookPage = comingSoonPage('Shop the Look');
export const ShopTheLookRoomImagesPage = comingSoonPage('Shop the Look: Room Images');
export const ShopTheLookProductTypePage = comingSoonPage('Shop the Look: Product Type');
export const ShopTheLookDetailsPage = comingSoonPage('Shop the Look');
