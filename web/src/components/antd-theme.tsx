import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from '../lib/theme';

/**
 * antd with the site's theme. It wraps each part of the app that is loaded on demand (pages,
 * dialogs, menus) rather than the whole app, so the pre-rendered shell and home page hydrate
 * without antd's code or its theme computation. Every wrapper shares one CSS-variable key, so
 * the theme's styles are written once however many wrappers are on the page.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}

// antd's static message and notification render outside the app's tree: give them the theme too.
ConfigProvider.config({ holderRender: (children) => <AntdTheme>{children}</AntdTheme> });
