import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/toaster/DeferredToaster';
import { isForeignMember } from '@/features/auth/account';
import { AuthProvider } from '@/features/auth/components/AuthProvider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import type { TLanguage } from '@/i18n/language';

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
  /** The language to start in instead of the saved choice (prerendering, see src/prerender). */
  initialLanguage?: TLanguage;
};

// No QueryClientProvider here: the query client comes with the first page that reads queries
// (app/with-queries.ts), so a guest's first download holds no query library (decisions/0060).
export function AppProvider({ children, initialLanguage }: TAppProviderProps) {
  return (
    <AuthProvider>
      <LanguageFromSession initialLanguage={initialLanguage}>
        {children}
        <DeferredToaster />
      </LanguageFromSession>
    </AuthProvider>
  );
}
