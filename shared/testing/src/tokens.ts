// Reads the design tokens' colours from tokens.css, so tests check the values the page uses.
import fs from 'node:fs';
import path from 'node:path';

const TOKENS_FILE = path.resolve(__dirname, '../../ui/src/styles/tokens.css');

/** A colour token's #rrggbb in each theme (a single value serves both). */
export function tokenColours(token: string): { light: string; dark: string } {
  const declaration = new RegExp(`${token}:\\s*([^;]+);`).exec(fs.readFileSync(TOKENS_FILE, 'utf8'));
  if (!declaration) throw new Error(`${token} is not in tokens.css`);
  const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(declaration[1]!.trim());
  if (pair) return { light: pair[1]!, dark: pair[2]! };
  if (/^#[0-9a-f]{6}$/i.test(declaration[1]!.trim())) return { light: declaration[1]!.trim(), dark: declaration[1]!.trim() };
  throw new Error(`${token} is not a #rrggbb colour or a light-dark() pair of them`);
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
