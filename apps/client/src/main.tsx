import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followStoredTheme } from './lib/theme/theme';
import './styles/global.css';

followStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
