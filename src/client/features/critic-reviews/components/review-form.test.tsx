// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEWERS } from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import type { SearchVariant } from '#shared/products/product-search';
import { isDisabled } from '#client/test/button-state';

const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { ReviewForm } = await import('./review-form');

const NO_REVIEW = {
  reviewer_name: null,
  reviewer_score: null,
  reviewer_text: null,
  reviewer_name2: null,
  reviewer_score2: null,
};
const VARIANT: SearchVariant = {
  id: 'gid://shopify/ProductVariant/4411',
  inventory_item_id: 'gid://shopify/InventoryItem/4411',
  sku: 'RW-4411',
  barcode: null,
  title: 'Default Title',
  option1: null,
  price: 24.99,
  cost: 12,
  inventoryQuantity: 6,
  inventory_quantity: 6,
  metafields: {} as SearchVariant['metafields'],
  reviewMetafields: NO_REVIEW,
};
const REVIEWER = REVIEWERS[0] ?? '';

function renderForm(variant: SearchVariant = VARIANT, isPending = false) {
  const onSubmit = vi.fn();
  render(<ReviewForm variant={variant} submitLabel="Save Review" isPending={isPending} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const titles = () => toast.mock.calls.map((call) => (call[0] as { title: string }).title);

describe('ReviewForm', () => {
  beforeEach(() => toast.mockReset());

  it('asks for all three fields, blanks included, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Reviewer Name'), REVIEWER);
    await user.type(screen.getByLabelText('Reviewer Score'), '94');
    await user.type(screen.getByLabelText('Review Text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Review' }));

    await waitFor(() => expect(titles()).toEqual([M.allFieldsRequired]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the review for its variant; no overwrite where there is nothing to overwrite', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Reviewer Name'), REVIEWER);
    await user.type(screen.getByLabelText('Reviewer Score'), '94');
    await user.type(screen.getByLabelText('Review Text'), 'Dark cherry, firm tannins.');
    await user.click(screen.getByRole('button', { name: 'Save Review' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      variantId: VARIANT.id,
      reviewerName: REVIEWER,
      reviewerScore: '94',
      reviewerText: 'Dark cherry, firm tannins.',
      overwrite: false,
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the existing review and sends Overwrite when ticked', async () => {
    const reviewed = {
      ...VARIANT,
      reviewMetafields: { ...NO_REVIEW, reviewer_name: 'Decanter', reviewer_score: '91' },
    };
    const { onSubmit, user } = renderForm(reviewed);
    expect(screen.getByRole('note').textContent).toContain('Current review: Decanter 91');
    await user.selectOptions(screen.getByLabelText('Reviewer Name'), REVIEWER);
    await user.type(screen.getByLabelText('Reviewer Score'), 'A+');
    await user.type(screen.getByLabelText('Review Text'), 'Long finish.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Save Review' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ reviewerScore: 'A+', overwrite: true });
  });

  it('refuses presses while the save runs', () => {
    renderForm(VARIANT, true);
    expect(isDisabled(screen.getByRole('button', { name: 'Save Review' }))).toBe(true);
  });
});
