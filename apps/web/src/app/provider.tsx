import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/toaster/AppToaster';
import { isForeignMember } from '@/features/auth/account';
import { AuthProvider } from '@/features/auth/components/AuthProvider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import type { TLanguage } from '@/i18n/language';
import { createQueryClient } from './query-client';

type TLanguageFromSessionProps = { initialLanguage?: TLanguage; children: ReactNode };

/** docs/product/states.md: a signed-in member flagged foreign always sees English. */
function LanguageFromSession({ initialLanguage, children }: TLanguageFromSessionProps) {
  const { user } = useAuth();
  return (
    <LanguageProvider forceEnglish={isForeignMember(user)} initialLanguage={initialLanguage}>
      {children}
    </LanguageProvider>
  );
}

type TAppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The language to start in instead of the saved choice (prerendering, see src/prerender). */
  initialLanguage?: TLanguage;
};

export function AppProvider({ children, queryClient, initialLanguage }: TAppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <LanguageFromSession initialLanguage={initialLanguage}>
          {children}
          <AppToaster />
        </LanguageFromSession>
      </AuthProvider>
    </QueryClientProvider>
  );
}
