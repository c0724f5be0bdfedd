import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange(key: K): void;
  children: ReactNode;
}

/**
 * The gallery's view tabs (WAI-ARIA tabs: arrow keys, Home and End move and select). The tab row
 * scrolls sideways on a phone rather than folding tabs into a menu, so every tab stays one press away.
 */
export function ViewTabs<K extends string>({ label, tabs, active, onChange, children }: Props<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.findIndex((tab) => tab.key === active);

  // A phone's row may hide the chosen tab: bring it into the row's view (the page does not move).
  useEffect(() => {
    const row = list.current;
    const tab = refs.current.get(active);
    if (!row || !tab) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - 16);
  }, [active]);

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const key = tabs[to].key;
    refs.current.get(key)?.focus();
    onChange(key);
  };

  return (
    <div className="gtl-tabs">
      <div ref={list} className="gtl-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`gtl-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls="gtl-tabpanel"
              tabIndex={selected ? 0 : -1}
              className={`gtl-tabs__tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="gtl-tabpanel" aria-labelledby={`gtl-tab-${active}`} className="gtl-tabs__panel">
        {children}
      </div>
    </div>
  );
}
