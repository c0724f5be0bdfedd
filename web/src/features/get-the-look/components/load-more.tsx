import { useEffect, useRef } from 'react';
import { Button } from 'antd';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoad(): void;
  label: string;
}

/**
 * Infinite scroll: the next page is asked for as this sentinel comes within a screen of the
 * viewport. The button does the same for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onLoad, label }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onLoad, loading });
  latest.current = { onLoad, loading };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after every load: a sentinel still in view after a short page fires again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.onLoad();
      },
      { rootMargin: '0px 0px 900px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="gtl-more">
      <Button size="large" onClick={onLoad} loading={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </div>
  );
}
