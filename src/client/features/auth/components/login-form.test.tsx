// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';
import { isDisabled } from '#client/test/button-state';
import { AuthContext, type AuthContextValue } from '../auth-context';
import type { Invite } from '../read-invite';
import { LoginForm } from './login-form';

const CODE_ASKED = new Error('401: {"code":"two_factor_required","message":"Enter the 6-digit code"}');

function renderForm({ invite = null, isPending = false }: { invite?: Invite | null; isPending?: boolean } = {}) {
  const mutate = vi.fn();
  const auth = (error: Error | null) =>
    ({ loginMutation: { mutate, isPending, error, variables: undefined } }) as unknown as AuthContextValue;
  const ui = (error: Error | null) => (
    <AuthContext.Provider value={auth(error)}>
      <LoginForm invite={invite} />
    </AuthContext.Provider>
  );
  const { rerender } = render(ui(null));
  return { mutate, askForCode: () => rerender(ui(CODE_ASKED)), user: userEvent.setup({ delay: null }) };
}

describe('LoginForm', () => {
  it('names both blank fields under them and sends nothing', async () => {
    const { mutate, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(AUTH_MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter your username').getAttribute('aria-describedby')).toBe(
      'login-username-error',
    );
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the name as typed and the password, without a code', async () => {
    const { mutate, user } = renderForm();
    await user.type(screen.getByPlaceholderText('Enter your username'), 'clerk.1');
    await user.type(screen.getByPlaceholderText('Enter your password'), 'Cellar-Door-77');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ username: 'clerk.1', password: 'Cellar-Door-77', isFromInvite: false });
  });

  it('marks an invite’s own name and temporary password, pre-filled', async () => {
    const { mutate, user } = renderForm({ invite: { username: 'newhire', temporaryPassword: 'Temp-1234-abcd' } });
    expect((screen.getByPlaceholderText('Enter your username') as HTMLInputElement).value).toBe('newhire');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ username: 'newhire', password: 'Temp-1234-abcd', isFromInvite: true });
  });

  it('asks for the code once the server wants it, refuses a blank one and sends it trimmed', async () => {
    const { mutate, askForCode, user } = renderForm();
    await user.type(screen.getByPlaceholderText('Enter your username'), 'clerk');
    await user.type(screen.getByPlaceholderText('Enter your password'), 'pw');
    askForCode();
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toEqual({
      username: 'clerk',
      password: 'pw',
      code: '123456',
      isFromInvite: false,
    });
  });

  it('refuses presses while signing in', () => {
    renderForm({ isPending: true });
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(isDisabled(button)).toBe(true);
  });
});
