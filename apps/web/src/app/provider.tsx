import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/toaster/AppToaster';
import { isForeignUser } from '@/features/auth/account';
import { AuthProvider } from '@/features/auth/components/AuthProvider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { createQueryClient } from './query-client';

/** SPEC §4: a signed-in member flagged foreign always sees English. */
function LanguageFromSession({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <LanguageProvider forceEnglish={isForeignUser(user)}>{children}</LanguageProvider>;
}

type TAppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: TAppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <LanguageFromSession>
          {children}
          <AppToaster />
        </LanguageFromSession>
      </AuthProvider>
    </QueryClientProvider>
  );
}
