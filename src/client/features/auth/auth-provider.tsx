import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PublicUser } from '#shared/auth/schemas';
import { clearAuthToken, storeAuthToken } from '#client/lib/auth-token';
import { getErrorCode, getErrorMessage } from '#client/lib/error-message';
import { onSessionEnded, rememberSessionEnded } from '#client/lib/session-ended';
import { clearSignedInHint } from '#client/lib/signed-in-hint';
import { toast } from '#client/lib/use-toast';
import { changePassword } from './api/change-password';
import { USER_QUERY_KEY, useUserQuery } from './api/get-user';
import { INVITE_USED_MESSAGE, login } from './api/login';
import { logout } from './api/logout';
import { AuthContext, type AuthContextValue } from './auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useUserQuery();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  /** The "Login failed" toast still on screen, cleared once a sign-in succeeds. */
  const failedLoginToast = useRef<{ dismiss: () => void } | null>(null);

  const setUser = (user: PublicUser | null) => queryClient.setQueryData(USER_QUERY_KEY, user);

  // Any API answer saying the session is gone signs this page out: /auth, with the reason.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!queryClient.getQueryData(USER_QUERY_KEY)) return;
        rememberSessionEnded();
        clearAuthToken();
        clearSignedInHint();
        setPendingPassword(null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
        queryClient.setQueryData(USER_QUERY_KEY, null);
      }),
    [queryClient],
  );

  const loginMutation = useAction({
    mutationFn: login,
    onSuccess: ({ token, ...user }, input) => {
      failedLoginToast.current?.dismiss();
      failedLoginToast.current = null;
      storeAuthToken(token);
      // Another user's cached data must never show through to the one signing in now.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      setUser(user);
      setPendingPassword(user.mustChangePassword ? input.password : null);
    },
    onError: (error, attempt) => {
      // The password was right and the form now asks for the code: not a failure to announce.
      const code = getErrorCode(error);
      if (code === 'two_factor_required') return;
      failedLoginToast.current = toast({
        title: 'Login failed',
        description:
          attempt.isFromInvite && code === 'invalid_credentials' ? INVITE_USED_MESSAGE : getErrorMessage(error),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useAction({
    mutationFn: logout,
    onSuccess: () => {
      clearAuthToken();
      clearSignedInHint();
      setPendingPassword(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      setUser(null);
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const changePasswordMutation = useAction({
    mutationFn: changePassword,
    onSuccess: (user) => {
      setPendingPassword(null);
      setUser(user);
    },
  });

  const user = userQuery.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: userQuery.isLoading,
      loginMutation,
      logoutMutation,
      changePasswordMutation,
      pendingPassword,
    }),
    [user, userQuery.isLoading, loginMutation, logoutMutation, changePasswordMutation, pendingPassword],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
