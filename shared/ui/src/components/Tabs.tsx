import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly Tab[];
  /** Id of the tab selected first; the first tab otherwise. */
  defaultTabId?: string;
  /** Controlled selection (e.g. kept in the URL); leave out for an uncontrolled list. */
  selectedTabId?: string;
  onSelect?: (tabId: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select them,
 * Home/End jump to the ends, and only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, defaultTabId, selectedTabId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultTabId ?? tabs[0]?.id);
  const selected = selectedTabId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string) => {
    setOwnSelection(tabId);
    onSelect?.(tabId);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="bn-tabs">
      <div role="tablist" aria-label={label} className="bn-tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="bn-tabs__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
