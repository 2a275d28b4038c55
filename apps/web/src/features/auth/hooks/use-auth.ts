import { useContext } from 'react';
import { AuthContext } from '../auth-context';
import type { TAuthContext } from '../types';

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
