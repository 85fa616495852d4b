import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { QuireError } from './quire';
import './styles.css';
import { startTheme } from './ui/theme';

startTheme();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      // @quire/client already retried by the spec's rules (500 once, 429/503 with backoff): only
      // an answer that never came (status 0) is asked for again.
      retry: (count, err) => err instanceof QuireError && err.status === 0 && count < 2,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
