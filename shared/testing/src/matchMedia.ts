// jsdom has no layout and no matchMedia. This fake evaluates width queries against a window width
// the test controls, and tells listeners when a resize changes the answer.

type Listener = (event: MediaQueryListEvent) => void;

let windowWidth = 1024;
const lists = new Set<{ query: string; listeners: Set<Listener>; matches: boolean }>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max?.[1] && windowWidth > Number(max[1])) return false;
  if (min?.[1] && windowWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

function matchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>(), matches: evaluate(query) };
  lists.add(entry);
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Pretends the window is `width` px wide and notifies the media queries whose answer changed. */
export function setWindowWidth(width: number): void {
  windowWidth = width;
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    const event = { matches, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

export function resetMatchMedia(): void {
  windowWidth = 1024;
  lists.clear();
}
