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
  // Body text's quieter shade: 5.2:1 on the footer's sand, 7:1 on white (WCAG AA needs 4.5).
  muted: '#4f5a63',
  surface: '#ffffff',
  border: '#e4ddd0',
} as const;

export const theme: ThemeConfig = {
  // One key for every themed wrapper (components/antd-theme.tsx): the CSS variables are written once.
  cssVar: { key: 'decorlook' },
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorError: palette.error,
    colorTextBase: palette.ink,
    colorTextSecondary: palette.muted,
    colorTextDescription: palette.muted,
    colorTextPlaceholder: '#6b7680',
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { primaryShadow: 'none' },
  },
};

/** The palette as CSS custom properties (the `:root` block of styles/global.css carries the same values). */
export const paletteCssVariables = Object.fromEntries(
  Object.entries(palette).map(([name, value]) => [`--dl-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value]),
);
