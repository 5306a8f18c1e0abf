import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { openOffline } from './app/apollo';
import { deviceLanguage, showLanguage } from './lib/i18n';
import { followStoredTheme } from './lib/theme/theme';
import './styles/global.css';

followStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Offline, the app opens on what the person last saw (lib/apollo/offline-cache); online, at once;
// in this device's language, whose texts are downloaded first when it is not English.
void Promise.allSettled([openOffline(), showLanguage(deviceLanguage())]).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
