import { useEffect, useRef, useState } from 'react';
import { bookmarkletSource } from '../bookmarklet';

/**
 * The draggable "Pin to DecorLook" link. Its `javascript:` address is set once mounted: it names
 * this site's origin (unknown while pre-rendering), and React refuses `javascript:` addresses as
 * props, so it is written onto the element directly. Clicking it here would only pin DecorLook
 * itself, so a click explains how to install it instead.
 */
export function BookmarkletButton() {
  const link = useRef<HTMLAnchorElement>(null);
  const [hint, setHint] = useState(false);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletSource(window.location.origin));
  }, []);
  return (
    <div className="dl-pin__install">
      <a
        ref={link}
        href="#install"
        className="dl-pin__bookmarklet"
        draggable
        aria-describedby="pin-drag-hint"
        onClick={(event) => {
          event.preventDefault();
          setHint(true);
        }}
      >
        Pin to DecorLook
      </a>
      <p id="pin-drag-hint" className="dl-pin__drag-hint">
        Drag this button to your browser’s bookmarks bar.
      </p>
      <p className="dl-pin__click-hint" role="status">
        {hint ? 'Almost there: drag the button onto your bookmarks bar (do not click it here), then click it on any website with pictures you love.' : ''}
      </p>
    </div>
  );
}
