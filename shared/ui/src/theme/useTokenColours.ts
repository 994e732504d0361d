// Design tokens as colour values, for what draws with values rather than CSS: the nivo charts set
// SVG attributes and animate between colours, which var() cannot do. The browser resolves each
// token from tokens.css in the page's theme, again whenever the theme changes (the device's scheme,
// or the reader's Theme setting on <html data-theme>), so the charts follow like the rest of the page.
import { useMemo, useSyncExternalStore } from 'react';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const scheme = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME) : null;
  scheme?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    scheme?.removeEventListener('change', onChange);
  };
}

/** The tokens' colours now, joined by '|' (a string, so an unchanged theme gives React the same snapshot). */
function resolve(tokens: readonly string[]): string {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  const colours = tokens.map((token) => {
    probe.style.color = `var(${token})`;
    // A browser gives rgb(); where styles are not computed (jsdom) the var() itself still works in SVG and CSS.
    return getComputedStyle(probe).color || `var(${token})`;
  });
  probe.remove();
  return colours.join('|');
}

/** Each token's colour in the current theme, e.g. `useTokenColours(['--color-text'])['--color-text']`. */
export function useTokenColours<Token extends string>(tokens: readonly Token[]): Record<Token, string> {
  const joined = useSyncExternalStore(
    subscribe,
    () => resolve(tokens),
    () => tokens.map((token) => `var(${token})`).join('|'),
  );
  return useMemo(() => {
    const colours = joined.split('|');
    return Object.fromEntries(tokens.map((token, index) => [token, colours[index]!])) as Record<Token, string>;
    // The colours are what changes: a caller's token list is a constant.
  }, [joined]);
}
