import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootSplash } from './components/boot-splash';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootSplash />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
