import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { TestModeBanner } from '../features/test-mode/components/test-mode-banner';
import { BootSplash } from './components/boot-splash';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootSplash />}>
        <TestModeBanner />
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
