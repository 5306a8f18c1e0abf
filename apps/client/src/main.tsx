import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { openOffline } from './app/apollo';
import { followStoredTheme } from './lib/theme/theme';
import './styles/global.css';

followStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Offline, the app opens on what the person last saw (lib/apollo/offline-cache); online, at once.
void openOffline().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
