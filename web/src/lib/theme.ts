import type { ThemeConfig } from 'antd';

/** The brand palette (spec 2.3: primary teal, secondary beige, error red). */
export const palette = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primarySoft: '#ccfbf1',
  secondary: '#e8dcc8',
  secondarySoft: '#f6f1e7',
  error: '#dc2626',
  ink: '#1f2a30',
  muted: '#5b6770',
  surface: '#ffffff',
  border: '#e4ddd0',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorError: palette.error,
    colorTextBase: palette.ink,
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { primaryShadow: 'none' },
  },
};

/** The palette as CSS custom properties, for the shell's plain CSS (header, footer, pages). */
export const paletteCssVariables = `:root{${Object.entries(palette)
  .map(([name, value]) => `--dl-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
  .join(';')}}`;
