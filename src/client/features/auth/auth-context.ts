import type { LoginAttempt } from './api/login';
import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ChangePasswordInput, LoginResponse, PublicUser } from '#shared/auth/schemas';

export interface AuthContextValue {
  /** The signed-in user, or null when nobody is signed in (also while loading). */
  user: PublicUser | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<LoginResponse, Error, LoginAttempt>;
  logoutMutation: UseMutationResult<void, Error, void>;
  changePasswordMutation: UseMutationResult<PublicUser, Error, ChangePasswordInput>;
  /**
   * The password typed at sign-in while a temporary password still has to be replaced, so the
   * user need not type it twice. Held in memory only; null after a reload.
   */
  pendingPassword: string | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
