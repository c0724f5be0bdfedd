import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';

interface Props {
  hasMore: boolean;
  /** The next page is on its way (the button says so). */
  loading: boolean;
  /** Any fetch of the list is running (a refetch too): no page is asked for meanwhile. */
  busy: boolean;
  onLoad(): void;
  label: string;
}

/**
 * Infinite scroll: while this sentinel is within a screen below the viewport (or above it) and
 * nothing is being fetched, the next page is asked for. Its visibility is kept as state rather than acted on only
 * when it changes, so a sentinel still in view after a page (or after a refetch that replaced the
 * one asked for) asks again. The button does the same for keyboards and browsers without
 * IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, busy, onLoad, label }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const latest = useRef(onLoad);
  latest.current = onLoad;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // Above the viewport counts too: someone who jumped past the list's end (to the footer) wants more.
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)), {
      rootMargin: '0px 0px 900px 0px',
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [hasMore]);

  useEffect(() => {
    if (near && hasMore && !busy) latest.current();
  }, [near, hasMore, busy]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="gtl-more">
      <Button size="large" onClick={onLoad} loading={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </div>
  );
}
