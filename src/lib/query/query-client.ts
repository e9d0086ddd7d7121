import { QueryClient } from '@tanstack/react-query';

/** One cache for the app. Failed calls are not retried blindly: the HTTP layer has told the user. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
