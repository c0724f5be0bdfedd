import { message, notification } from 'antd';
// Configures antd's static holders with the site's theme.
import '../components/antd-theme';

export { message, notification };
