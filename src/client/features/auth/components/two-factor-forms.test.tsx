// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';
import { isDisabled } from '#client/test/button-state';

const enableTwoFactor = vi.fn();
const disableTwoFactor = vi.fn();
vi.mock('../api/two-factor', () => ({ TWO_FACTOR_QUERY_KEY: ['/api/user/2fa'], enableTwoFactor, disableTwoFactor }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { TwoFactorEnableForm } = await import('./two-factor-enable-form');
const { TwoFactorDisableForm } = await import('./two-factor-disable-form');

const SETUP = {
  otpauthUrl: 'otpauth://totp/Mission%20Control:clerk?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Mission%20Control',
  qrCodeDataUrl: 'data:image/png;base64,AAAA',
};

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup({ delay: null });
}

describe('TwoFactorEnableForm', () => {
  beforeEach(() => enableTwoFactor.mockReset());

  it('shows the key in groups and refuses a code that is not six digits', async () => {
    const user = withQueries(<TwoFactorEnableForm setup={SETUP} onEnabled={vi.fn()} />);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-describedby')).toBe('two-factor-code-error');
    expect(enableTwoFactor).not.toHaveBeenCalled();
  });

  it('sends the code, hands on the recovery codes, and refuses presses while it runs', async () => {
    let finish: (value: { recoveryCodes: string[] }) => void = () => undefined;
    enableTwoFactor.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const onEnabled = vi.fn();
    const user = withQueries(<TwoFactorEnableForm setup={SETUP} onEnabled={onEnabled} />);
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Turn on' }))).toBe(true));
    expect(enableTwoFactor.mock.calls[0]?.[0]).toEqual({ code: '123456' });
    finish({ recoveryCodes: ['abcde-fghij'] });
    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith(['abcde-fghij']));
  });

  it('shows the server’s refusal under the field', async () => {
    enableTwoFactor.mockRejectedValueOnce(new Error(`400: {"message":"${TWO_FACTOR_MESSAGES.codeInvalid}"}`));
    const user = withQueries(<TwoFactorEnableForm setup={SETUP} onEnabled={vi.fn()} />);
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeTruthy();
  });
});

describe('TwoFactorDisableForm', () => {
  // happy-dom has no window.confirm; the form asks through it.
  const confirm = vi.fn<(message?: string) => boolean>();
  vi.stubGlobal('confirm', confirm);
  beforeEach(() => {
    disableTwoFactor.mockReset();
    toast.mockReset();
  });
  afterEach(() => confirm.mockReset());

  it('names blank fields and a malformed code, and asks nothing', async () => {
    const user = withQueries(<TwoFactorDisableForm />);
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(disableTwoFactor).not.toHaveBeenCalled();
  });

  it('sends nothing when the confirmation is declined', async () => {
    confirm.mockReturnValue(false);
    const user = withQueries(<TwoFactorDisableForm />);
    await user.type(screen.getByLabelText('Password'), 'Cellar-Door-77');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(disableTwoFactor).not.toHaveBeenCalled();
  });

  it('sends password and trimmed code once confirmed, refusing presses while it runs', async () => {
    confirm.mockReturnValue(true);
    let finish: (value: unknown) => void = () => undefined;
    disableTwoFactor.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = withQueries(<TwoFactorDisableForm />);
    await user.type(screen.getByLabelText('Password'), 'Cellar-Door-77');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    await waitFor(() =>
      expect(isDisabled(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }))).toBe(true),
    );
    expect(disableTwoFactor.mock.calls[0]?.[0]).toEqual({ password: 'Cellar-Door-77', code: '123456' });
    finish({ enabled: false, required: false, recoveryCodesLeft: 0 });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Two-factor sign-in turned off' }));
  });
});
