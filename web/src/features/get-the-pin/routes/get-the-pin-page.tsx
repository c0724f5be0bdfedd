import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { PIN_MAX_IMAGES, PIN_MIN_SIDE } from '../bookmarklet';
import { BookmarkletButton } from '../components/bookmarklet-button';
import { PinPicker } from '../components/pin-picker';
import { readPinRequest } from '../pinned-picture';
import './get-the-pin.css';

/**
 * /get-the-pin: how to install the "Pin to DecorLook" bookmarklet; with the pictures the
 * bookmarklet sends (`?source&title&image…`), the page to choose one and add it.
 */
export function GetThePinPage() {
  const [search] = useSearchParams();
  const request = useMemo(() => readPinRequest(search), [search]);
  const pinning = request.images.length > 0;

  return (
    <div className="dl-article-page dl-pin">
      <PageTitle title={pinning ? 'Pin a Picture' : 'Get the Pin'} />
      <header className="dl-pin__head">
        <p className="dl-eyebrow">Get the Pin</p>
        <h1 id="page-title" className="dl-article-page__title">
          {pinning ? 'Pin a picture to DecorLook' : 'Pin rooms you love from any website'}
        </h1>
        <p className="dl-pin__lead">
          {pinning
            ? 'These are the large pictures on the page you pinned. Choose one, save it and upload it: it joins your images, ready for Get the Look and Request the Look once approved.'
            : 'Found a room you love on a blog, a shop or a magazine site? The Pin to DecorLook button brings it here in two clicks, so you can get the look.'}
        </p>
      </header>

      {pinning ? (
        <PinPicker request={request} />
      ) : (
        <>
          <section className="dl-pin__section" aria-labelledby="pin-install">
            <h2 id="pin-install" className="dl-pin__section-title">
              Install the button
            </h2>
            <BookmarkletButton />
            <ol className="dl-pin__steps">
              <li>
                <strong>Show your bookmarks bar.</strong> Press Ctrl+Shift+B (Cmd+Shift+B on a Mac), or turn it on in your browser’s View menu.
              </li>
              <li>
                <strong>Drag the button onto the bar.</strong> It becomes a bookmark called “Pin to DecorLook”.
              </li>
              <li>
                <strong>On any website, click it.</strong> DecorLook opens in a new tab with the page’s large pictures.
              </li>
              <li>
                <strong>Choose a picture, save it and upload it, then describe it.</strong> It is reviewed like every image, then joins the gallery with its source and credit.
              </li>
            </ol>
          </section>

          <section className="dl-pin__section" aria-labelledby="pin-how">
            <h2 id="pin-how" className="dl-pin__section-title">
              How your picture gets here
            </h2>
            <p>
              The button looks for the pictures on the page you are reading: the one the page shares as its preview first, then every picture at least {PIN_MIN_SIDE}{' '}
              pixels on each side, largest first (up to {PIN_MAX_IMAGES}). Icons, logos and thumbnails are left out.
            </p>
            <p>
              Then you save the picture you chose and upload it, in the same tab: DecorLook shows it with a link to open it, and the page’s address and the
              site’s name are kept as the image’s source and credit (you can change the credit). Why this step? DecorLook’s servers never download pictures
              from other sites, and browsers rightly do not let one site read another site’s pictures, so the picture travels through your own computer,
              with your say-so.
            </p>
          </section>

          <section className="dl-pin__section" aria-labelledby="pin-notes">
            <h2 id="pin-notes" className="dl-pin__section-title">
              Good to know
            </h2>
            <ul>
              <li>The button works in Chrome, Edge, Firefox and Safari on a computer. Phones and tablets do not let you drag bookmarks.</li>
              <li>You need to be signed in to add a picture; you can sign in on the pin page itself.</li>
              <li>
                Pin pictures you are allowed to share, and keep the credit to their author: see the <Link to={paths.communityGuidelines}>Community Guidelines</Link>{' '}
                and the <Link to={paths.terms}>Terms of Use</Link>.
              </li>
              <li>
                Prefer to upload from your computer? Use Add Image in <Link to={paths.dashboardImages}>My Images</Link>.
              </li>
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
