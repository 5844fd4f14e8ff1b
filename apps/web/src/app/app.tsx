import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../components/error-state';
import { LanguageSelector } from '../features/language/components/language-selector';
import { usePermission } from '../features/system/api/get-permission';
import { TestModeBanner } from '../features/system/components/test-mode-banner';
import { ThemeToggle } from '../features/theme/components/theme-toggle';
import { useTextDirection } from '../lib/use-text-direction';
import { seedBootData } from './boot-data';
import { BootSplash } from './components/boot-splash';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

// Rare screens (maintenance, region blocked) replace the whole app: their code loads only when shown.
const MaintenancePage = lazy(() =>
  import('../features/system/components/maintenance-page').then((module) => ({
    default: module.MaintenancePage,
  })),
);
const BlockedPage = lazy(() =>
  import('../features/system/components/blocked-page').then((module) => ({ default: module.BlockedPage })),
);

function StatusToolbar() {
  return (
    <>
      <LanguageSelector />
      <ThemeToggle />
    </>
  );
}

/**
 * The app first asks the server for the system status: maintenance (1) and region restriction (2)
 * replace the whole app. The status is re-checked every 30 s and on window focus.
 */
function PermissionGate() {
  const permission = usePermission();
  if (permission.isPending) return <BootSplash />;
  if (permission.isError && !permission.data) {
    return (
      <div className="grid min-h-dvh place-items-center p-4">
        <div className="w-full max-w-md">
          <ErrorState error={permission.error} onRetry={() => void permission.refetch()} />
        </div>
      </div>
    );
  }
  const status = permission.data?.status ?? 0;
  if (permission.data && status === 1) {
    return <MaintenancePage permission={permission.data} toolbar={<StatusToolbar />} />;
  }
  if (permission.data && status === 2) {
    return <BlockedPage permission={permission.data} toolbar={<StatusToolbar />} />;
  }
  return <AppRouter />;
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedBootData(client);
    return client;
  });
  // Radix menus read the direction from here (not from the document): keyboard arrows, sides and
  // alignment follow the interface language.
  const direction = useTextDirection();
  return (
    <DirectionProvider dir={direction}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<BootSplash />}>
          <TestModeBanner />
          <PermissionGate />
        </Suspense>
      </QueryClientProvider>
    </DirectionProvider>
  );
}
