import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { fetchIsLogin, sessionKeys } from './features/accounts/api/session.ts';
import { queryClient } from './lib/queryClient.ts';
import './ui/theme.css';

// The login check every page waits for leaves before the page's own files are asked for (a
// phone's browser opens few connections per host: queued behind them, it arrived last).
void queryClient.prefetchQuery({ queryKey: sessionKeys.isLogin, queryFn: fetchIsLogin });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
