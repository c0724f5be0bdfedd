/** What the pin page reads from its address (the bookmarklet writes it). */
export interface PinRequest {
  source: string | null;
  title: string;
  images: string[];
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The pin page's query, checked: only web addresses, each picture once. */
export function readPinRequest(search: URLSearchParams): PinRequest {
  const source = search.get('source');
  return {
    source: source && isWebAddress(source) ? source : null,
    title: (search.get('title') ?? '').trim(),
    images: [...new Set(search.getAll('image').filter(isWebAddress))],
  };
}

/** The site's name, the credit a pinned picture starts with (the member may change it). */
export function siteName(source: string | null): string {
  if (!source) return '';
  return new URL(source).hostname.replace(/^www\./, '');
}
