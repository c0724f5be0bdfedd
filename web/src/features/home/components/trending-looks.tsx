import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MediaImage } from '../../../components/media-image';
import { StyleTile } from '../../../components/style-tile';
import { buildPath, paths } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { TRENDING_COUNT, trendingImagesQuery } from '../trending-images';

/** Start loading a little before the strip scrolls into view. */
const NEAR_VIEW = '0px 0px 480px 0px';

const CARD_SIZES = '(max-width: 767px) 46vw, (max-width: 1199px) 24vw, 290px';

/** Drawn rooms in place of photographs while there are none to show (same boxes: nothing moves). */
const FALLBACK_STYLES = ['Scandinavian', 'Japandi', 'Mid-Century Modern', 'Coastal', 'Bohemian', 'Industrial', 'Farmhouse', 'Art Deco'];

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEW });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * "Fresh from the community": the most liked looks, fetched in the browser once the strip nears
 * the viewport (the pre-rendered page carries placeholders of the same size, so nothing shifts).
 */
export function TrendingLooks() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery({ ...trendingImagesQuery(), enabled: near });
  const styles = useEnum('styles');
  const images = query.data ?? [];
  const fallback = query.isError || (query.isSuccess && images.length === 0);

  return (
    <section ref={ref} className="dl-home__section dl-home-trending" aria-labelledby="trending-looks" aria-busy={!query.isSuccess && !query.isError}>
      <div className="dl-home-trending__head">
        <div>
          <p className="dl-eyebrow">Fresh from the community</p>
          <h2 id="trending-looks" className="dl-section-title dl-home-trending__title">
            Trending looks
          </h2>
        </div>
        <Link className="dl-home-trending__all" to={paths.getTheLook}>
          Explore all looks <span aria-hidden>→</span>
        </Link>
      </div>
      <ul className="dl-home-trending__grid" data-testid="trending-looks">
        {fallback
          ? FALLBACK_STYLES.map((name, index) => (
              <li key={name} className="dl-home-trending__item">
                <Link className="dl-home-trending__card" to={paths.getTheLook}>
                  <StyleTile name={name} id={index + 1} className="dl-home-trending__art" />
                  <span className="dl-home-trending__name">{name}</span>{' '}
                  <span className="dl-home-trending__meta">Browse the looks</span>
                </Link>
              </li>
            ))
          : Array.from({ length: TRENDING_COUNT }, (_, index) => {
              const image = images[index];
              if (!image) {
                return (
                  <li key={`placeholder-${index}`} className="dl-home-trending__item" aria-hidden>
                    <span className="dl-home-trending__card">
                      <span className="dl-home-trending__art dl-home-trending__art--loading" />
                      <span className="dl-home-trending__name">
                        <span className="dl-home-trending__line" />
                      </span>
                      <span className="dl-home-trending__meta">
                        <span className="dl-home-trending__line dl-home-trending__line--short" />
                      </span>
                    </span>
                  </li>
                );
              }
              const style = image.styles.map((id) => styles?.[String(id)]?.name).find(Boolean);
              return (
                <li key={image.id} className="dl-home-trending__item">
                  <Link className="dl-home-trending__card" to={buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug })}>
                    <MediaImage media={image.media} alt="" sizes={CARD_SIZES} largest="medium" className="dl-home-trending__art" style={{ aspectRatio: '4 / 5', objectFit: 'cover' }} />
                    <span className="dl-home-trending__name">{image.title}</span>{' '}
                    <span className="dl-home-trending__meta">
                      {style ?? 'Curated look'}
                      {image.likesCount > 0 && ` · ${image.likesCount} ${image.likesCount === 1 ? 'like' : 'likes'}`}
                    </span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
