import { lazy, type ComponentType } from 'react';

/** The antd theme wrapper, loaded with the first part that needs it. */
export const loadAntdTheme = () => import('./antd-theme');

/** `React.lazy` for a part that uses antd: the part and the themed antd wrapper load together. */
export function themedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Part }, { AntdTheme }] = await Promise.all([load(), loadAntdTheme()]);
    function Themed(props: P) {
      return (
        <AntdTheme>
          <Part {...props} />
        </AntdTheme>
      );
    }
    return { default: Themed };
  });
}
