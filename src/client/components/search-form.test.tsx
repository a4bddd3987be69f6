// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../test/button-state';

const toast = vi.fn();
vi.mock('../lib/use-toast', () => ({ toast }));
const { SearchForm } = await import('./search-form');

function Harness({ isPending, onSearch }: { isPending: boolean; onSearch(term: string): void }) {
  const [term, setTerm] = useState('');
  return (
    <SearchForm
      label="Find by barcode"
      inputLabel="Barcode"
      placeholder="Enter a barcode"
      maxLength={8}
      emptyToast={{ title: 'Enter a barcode' }}
      term={term}
      onTermChange={setTerm}
      isPending={isPending}
      onSearch={onSearch}
    />
  );
}

function renderForm(isPending = false) {
  const onSearch = vi.fn();
  render(<Harness isPending={isPending} onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup({ delay: null }) };
}

describe('SearchForm', () => {
  beforeEach(() => toast.mockReset());

  it('toasts its empty message for a blank term and searches nothing', async () => {
    const { onSearch, user } = renderForm();
    await user.type(screen.getByLabelText('Barcode'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(toast).toHaveBeenCalledWith({ title: 'Enter a barcode', variant: 'destructive' });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the trimmed term, cut at its length', async () => {
    const { onSearch, user } = renderForm();
    await user.type(screen.getByLabelText('Barcode'), ' 0123456789{Enter}');

    expect(onSearch).toHaveBeenCalledWith('0123456');
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses presses while a search runs', () => {
    renderForm(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Search' }))).toBe(true);
  });
});
