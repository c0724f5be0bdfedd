import { useSearchParams } from 'react-router-dom';

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/**
 * A dashboard list's tab (my, all, liked) and, on "my", its publication filter, kept in the
 * address (`?tab=`, `?publication=`; the defaults leave it clean). Changing the tab resets the filter.
 */
export function useListView<T extends string, P extends string>(tabs: readonly T[], publications: readonly P[], defaults: { tab: T; publication: P }) {
  const [params, setParams] = useSearchParams();
  const tab = oneOf(tabs, params.get('tab'), defaults.tab);
  const publication = tab === defaults.tab ? oneOf(publications, params.get('publication'), defaults.publication) : defaults.publication;

  const show = (next: { tab?: T; publication?: P }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== defaults.tab) search.set('tab', nextTab);
    const nextPublication = nextTab === defaults.tab ? (next.publication ?? (next.tab ? defaults.publication : publication)) : defaults.publication;
    if (nextPublication !== defaults.publication) search.set('publication', nextPublication);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return { tab, publication, show };
}
