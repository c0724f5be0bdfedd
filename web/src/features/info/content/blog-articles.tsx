import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES, REDEEM_MIN_POINTS } from '@decorlook/domain/rewards/rewards.rules';
import { paths } from '../../../config/paths';

export interface BlogArticle {
  id: string;
  tag: string;
  title: string;
  summary: string;
  readingMinutes: number;
  body: ReactNode;
}

/** The blog's articles, newest guide first: how DecorLook works, tool by tool. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'how-decorlook-works',
    tag: 'Get started',
    title: 'How DecorLook works, in three steps',
    summary: 'From a picture you love to recommendations you can buy.',
    readingMinutes: 2,
    body: (
      <>
        <p>DecorLook turns inspiration into a room you can actually put together. It takes three steps.</p>
        <h3>1. Select an Image you Love</h3>
        <p>
          Choose a room from our inspiration image database, filtered by style, or pin a picture from anywhere on the web with the{' '}
          <Link to={paths.getThePin}>Get the Pin</Link> bookmarklet.
        </p>
        <h3>2. Request the Look</h3>
        <p>Tell us what you want from it. Your request is matched with decor lovers who specialise in your style.</p>
        <h3>3. Get Recommendations</h3>
        <p>Recommendations come in three forms:</p>
        <ul>
          <li>
            <strong>Look Board:</strong> a curated collage of real products that recreates the room.
          </li>
          <li>
            <strong>Product Stream:</strong> the products from all the look boards, in one list.
          </li>
          <li>
            <strong>Mix &amp; Match:</strong> mix products from all the look boards to create the perfect one.
          </li>
        </ul>
        <p>
          Ready? <Link to={paths.getTheLook}>Browse the gallery</Link> or <Link to={paths.requestTheLook}>request a look</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'get-the-look',
    tag: 'Get the Look',
    title: 'Get the Look: find a room, see what recreates it',
    summary: 'Browse curated rooms by style and open any of them to see its look boards and products.',
    readingMinutes: 3,
    body: (
      <>
        <p>
          <Link to={paths.getTheLook}>Get the Look</Link> is the gallery of curated room images. Narrow it by style and sub-style, or search it. Every image opens on a
          page of its own with the ways to recreate it.
        </p>
        <h3>Four ways to look</h3>
        <ul>
          <li>
            <strong>Curated Looks:</strong> the gallery of rooms itself.
          </li>
          <li>
            <strong>Mix &amp; Match Looks:</strong> rooms whose look boards you can combine piece by piece.
          </li>
          <li>
            <strong>Look Boards View:</strong> the curated boards themselves, side by side.
          </li>
          <li>
            <strong>Product View:</strong> the products, sorted by best image match, most liked, or price.
          </li>
        </ul>
        <h3>Make it yours</h3>
        <p>
          Like images and boards to find them again, vote for the boards that got it right, and follow the ambassadors whose taste you share. Set your style
          preferences, or take the <Link to={paths.styleQuiz}>style quiz</Link>, and the gallery opens with what you love.
        </p>
      </>
    ),
  },
  {
    id: 'shop-the-look',
    tag: 'Shop the Look',
    title: 'Shop the Look: the pieces behind the picture',
    summary: 'Start from a room or a kind of product and shop the closest matches first.',
    readingMinutes: 2,
    body: (
      <>
        <p>
          <Link to={paths.shopTheLook}>Shop the Look</Link> is for when you already know you want to buy. Start from a room image and see the products that match the
          picture best first, or start from a kind of product (a sofa, a pendant light, a rug) and browse the rooms that use one.
        </p>
        <h3>Tips</h3>
        <ul>
          <li>Sort by best image match to see the closest pieces, or by price to fit a budget.</li>
          <li>Like a product to keep it on your list; open it to see where to buy it.</li>
          <li>Prices and availability are the sellers' own: always check them on the seller's site.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'curate-the-look',
    tag: 'Curate the Look',
    title: 'Curate the Look: build a look board',
    summary: 'Pick an image, drag real products into a template, and share the result.',
    readingMinutes: 3,
    body: (
      <>
        <p>
          <Link to={paths.curateTheLook}>Curate the Look</Link> is where look boards are made. It works on a computer or a tablet, since it is all about dragging and
          arranging.
        </p>
        <h3>Step 1: select an image</h3>
        <p>Choose the inspiration image you want to recreate: from the gallery, your liked images, or your own.</p>
        <h3>Step 2: add products</h3>
        <p>
          Choose a template of one, two or three columns (one column holds 1 to 4 items, two hold 2 to 8, three hold 3 to 12) and drag products from the tray into its
          slots. Dropping a product on a full slot replaces the one there, which goes back to the front of the tray; everything also works from the keyboard.
        </p>
        <h3>Step 3: describe and submit</h3>
        <p>
          Give the board a title (about 60 characters reads best), a description and a banner colour, choose whether it is public or private, and submit it. A board
          goes through review before it is published; then it has a link of its own to share.
        </p>
      </>
    ),
  },
  {
    id: 'request-the-look',
    tag: 'Request the Look',
    title: 'Request the Look: let an ambassador curate for you',
    summary: 'Send an image and what you need; ambassadors who share your style answer with look boards.',
    readingMinutes: 3,
    body: (
      <>
        <p>
          Not sure where to start? <Link to={paths.requestTheLook}>Request the Look</Link> and let the community do the curating.
        </p>
        <h3>Three kinds of request</h3>
        <ul>
          <li>
            <strong>Room image:</strong> recreate a whole room.
          </li>
          <li>
            <strong>Single item:</strong> find one piece, such as that exact armchair.
          </li>
          <li>
            <strong>Makeover ideas:</strong> ideas to refresh a room you already have.
          </li>
        </ul>
        <h3>What happens next</h3>
        <ol>
          <li>You are matched with ambassadors who specialise in your style.</li>
          <li>Ambassadors curate look boards for your request.</li>
          <li>Recommendations are sent to you, and you are notified as they arrive.</li>
          <li>You review and rate them, and shop the pieces you like.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'ambassadors',
    tag: 'Community',
    title: 'Meet the ambassadors',
    summary: 'Decor enthusiasts, design professionals, influencers and bloggers who curate for the community.',
    readingMinutes: 2,
    body: (
      <>
        <p>Ambassadors are approved curators, of three kinds:</p>
        <ul>
          <li>
            <strong>Decor Enthusiasts:</strong> decor lovers with a great eye.
          </li>
          <li>
            <strong>Design Professionals:</strong> interior designers, architects and stylists.
          </li>
          <li>
            <strong>Influencers and Bloggers:</strong> skilled online shoppers who know where to find the piece.
          </li>
        </ul>
        <p>
          Each ambassador keeps a showcase page of featured images and look boards, and answers the requests matched to their styles. Follow the ones you like from{' '}
          <Link to={paths.getTheLookAmbassadors}>the ambassadors page</Link>, and when you are ready, <Link to={paths.ambassador}>apply to become one</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'reward-points',
    tag: 'Rewards',
    title: 'Earning and redeeming reward points',
    summary: 'Points reward contributions; redeem them once you reach the minimum.',
    readingMinutes: 2,
    body: (
      <>
        <p>Every contribution that makes DecorLook better earns points:</p>
        <table className="dl-info__table">
          <caption className="dl-visually-hidden">Points per contribution</caption>
          <thead>
            <tr>
              <th scope="col">For</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {POINT_KINDS.map((kind) => (
              <tr key={kind}>
                <td>{POINT_RULES[kind].description}</td>
                <td>{POINT_RULES[kind].points}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Likes and votes earn nothing, and each kind earns at most {DAILY_CAP_PER_KIND} points a day. Once you have {REDEEM_MIN_POINTS} points, redeem them from My
          Points in your dashboard. More on <Link to={paths.earnRewards}>Earn Rewards</Link>.
        </p>
      </>
    ),
  },
];
