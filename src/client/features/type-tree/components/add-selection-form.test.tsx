// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPE_TREE_MESSAGES } from '#shared/type-tree/type-tree';
import { isDisabled } from '#client/test/button-state';
import {
  addSelectionResolver,
  CATEGORY_REQUIRED,
  type AddSelectionFormInput,
  type AddSelectionFormValues,
} from './add-selection-schema';

const addSelection = vi.fn();
vi.mock('../api/add-selection', async () => {
  const { useAction } = await import('#client/lib/use-action');
  return { useAddSelection: () => useAction({ mutationFn: addSelection }) };
});
vi.mock('../api/get-type-categories', () => ({
  useTypeCategories: () => ({ isPending: false, data: [{ id: 3, name: 'Wine' }] }),
}));
vi.mock('../api/get-type-category', () => ({
  useTypeCategory: (id: number | null) => ({
    isPending: false,
    data: id === null ? undefined : { id, subcategories: [{ id: 5, name: 'Grape', selections: [] }] },
  }),
}));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { AddSelectionForm } = await import('./add-selection-form');

function Harness({ picked, onAdded }: { picked: boolean; onAdded: () => void }) {
  const form = useForm<AddSelectionFormInput, unknown, AddSelectionFormValues>({
    resolver: addSelectionResolver,
    defaultValues: picked ? { categoryId: 3, subcategoryId: 5, value: '' } : { value: '' },
  });
  return <AddSelectionForm form={form} onAdded={onAdded} />;
}

function renderForm(picked: boolean) {
  const onAdded = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness picked={picked} onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return { onAdded, user: userEvent.setup({ delay: null }) };
}

describe('AddSelectionForm', () => {
  beforeEach(() => {
    addSelection.mockReset();
    toast.mockReset();
  });

  it('names what is missing under each field and adds nothing', async () => {
    const { user } = renderForm(false);
    await user.type(screen.getByLabelText('Value'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(CATEGORY_REQUIRED)).toBeTruthy();
    expect(screen.getByText(TYPE_TREE_MESSAGES.valueRequired)).toBeTruthy();
    expect(screen.getByLabelText('Value').getAttribute('aria-describedby')).toBe('selection-value-error');
    expect(addSelection).not.toHaveBeenCalled();
  });

  it('sends the trimmed value to its subcategory, refusing presses meanwhile, then empties the value', async () => {
    let finish: (value: unknown) => void = () => undefined;
    addSelection.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onAdded, user } = renderForm(true);
    await user.type(screen.getByLabelText('Value'), '  Syrah {Enter}');

    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Adding...' }))).toBe(true));
    expect(addSelection.mock.calls[0]?.[0]).toEqual({ categoryId: 3, input: { subcategoryId: 5, value: 'Syrah' } });
    finish({ id: 9, subcategoryId: 5, value: 'Syrah' });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 9, subcategoryId: 5, value: 'Syrah' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Selection added', description: '"Syrah" was added to Grape.' });
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('');
  });
});
