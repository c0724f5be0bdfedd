/**
 * The text colour that reads on a banner: dark ink on light colours, white on dark ones (WCAG
 * relative luminance; the midpoint where both contrasts are equal is about 0.18).
 */
export function inkOn(hex: string): 'dark' | 'light' {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return 'dark';
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.18 ? 'dark' : 'light';
}
