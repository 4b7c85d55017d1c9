import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // One quiet retry hides a passing fault; after that the page shows the error and its retry button.
      queries: { retry: 1, retryDelay: 500, refetchOnWindowFocus: false },
    },
  });
}
