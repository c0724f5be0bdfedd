import { ConfigProvider, message, notification } from 'antd';
import { theme } from './theme';

// The static message and notification render outside the app's tree: give them the same theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider> });

export { message, notification };
