/** The shop's name for the outbound link: the link's host without "www.". */
export function retailerOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'the retailer';
  }
}

/** "Shop at <retailer> ↗": a product's outbound link (carrying the affiliate code the server matched), in a new tab. */
export function ShopLink({ url, className }: { url: string; className: string }) {
  return (
    <a className={`dl-shop-link ${className}`} href={url} target="_blank" rel="noopener noreferrer sponsored">
      Shop at {retailerOf(url)}
      <span aria-hidden="true"> ↗</span>
      <span className="dl-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
