// Standalone entry (`npm run dev -w mfe-admin`); the composed product loads ./App instead.
import { renderStandalone } from '@booknook/dev-host';
import App from './App';

renderStandalone({ app: App, name: 'Admin', homePath: '/dashboard' });
