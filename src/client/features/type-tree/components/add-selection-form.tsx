import { Plus } from 'lucide-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SELECTION_VALUE_MAX, type CreatedSelection } from '#shared/type-tree/type-tree';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAddSelection } from '../api/add-selection';
import { useTypeCategories } from '../api/get-type-categories';
import { useTypeCategory } from '../api/get-type-category';
import {
  listVisibleSubcategories,
  type AddSelectionFormInput,
  type AddSelectionFormValues,
} from './add-selection-schema';

type AddSelectionForm = UseFormReturn<AddSelectionFormInput, unknown, AddSelectionFormValues>;

const toSelectValue = (id: number | undefined) => (id === undefined ? '' : String(id));

/** Category, subcategory and value; Enter in the value field submits (spec 03 "Add Selections"). */
export function AddSelectionForm({
  form,
  onAdded,
}: {
  form: AddSelectionForm;
  onAdded: (created: CreatedSelection) => void;
}) {
  const { control, formState, register, setValue, clearErrors, setFocus, resetField } = form;
  const { errors } = formState;
  const categoryId = useWatch({ control, name: 'categoryId' }) ?? null;
  const categories = useTypeCategories();
  const category = useTypeCategory(categoryId);
  const subcategories = listVisibleSubcategories(category.data?.subcategories ?? []);
  const addMutation = useAddSelection();

  const onSubmit = form.handleSubmit(async ({ categoryId: pickedCategory, subcategoryId, value }) => {
    try {
      const created = await addMutation.mutateAsync({ categoryId: pickedCategory, input: { subcategoryId, value } });
      const listName = subcategories.find((subcategory) => subcategory.id === subcategoryId)?.name ?? 'the list';
      toast({ title: 'Selection added', description: `"${created.value}" was added to ${listName}.` });
      resetField('value');
      setFocus('value');
      onAdded(created);
    } catch (error) {
      toast({ title: 'Failed to add selection', description: getErrorMessage(error), variant: 'destructive' });
    }
  });

  const categoryPlaceholder = categories.isPending
    ? 'Loading categories...'
    : categories.data?.length === 0
      ? 'No categories yet'
      : 'Select a category';
  const subcategoryPlaceholder =
    categoryId === null
      ? 'Select a category first'
      : category.isPending
        ? 'Loading subcategories...'
        : 'Select a subcategory';

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor="selection-category">Category</Label>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              value={toSelectValue(field.value)}
              onValueChange={(next) => {
                field.onChange(Number(next));
                setValue('subcategoryId', undefined);
                clearErrors(['categoryId', 'subcategoryId']);
              }}
              disabled={!categories.data?.length}
            >
              <SelectTrigger
                id="selection-category"
                ref={field.ref}
                aria-invalid={errors.categoryId ? true : undefined}
                aria-describedby={errors.categoryId ? 'selection-category-error' : undefined}
              >
                <SelectValue placeholder={categoryPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {categories.data?.map((option) => (
                  <SelectItem key={option.id} value={String(option.id)}>
                    {option.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FormMessage id="selection-category-error">{errors.categoryId?.message}</FormMessage>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="selection-subcategory">Subcategory</Label>
        <Controller
          control={control}
          name="subcategoryId"
          render={({ field }) => (
            <Select
              value={toSelectValue(field.value)}
              onValueChange={(next) => field.onChange(Number(next))}
              disabled={subcategories.length === 0}
            >
              <SelectTrigger
                id="selection-subcategory"
                ref={field.ref}
                aria-invalid={errors.subcategoryId ? true : undefined}
                aria-describedby={errors.subcategoryId ? 'selection-subcategory-error' : undefined}
              >
                <SelectValue placeholder={subcategoryPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {subcategories.map((option) => (
                  <SelectItem key={option.id} value={String(option.id)}>
                    {option.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FormMessage id="selection-subcategory-error">{errors.subcategoryId?.message}</FormMessage>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="selection-value">Value</Label>
        <div className="flex gap-2">
          <Input
            id="selection-value"
            placeholder="Enter a value"
            autoComplete="off"
            maxLength={SELECTION_VALUE_MAX}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={errors.value ? 'selection-value-error' : undefined}
            {...register('value')}
          />
          <Button type="submit" disabled={addMutation.isPending || !categories.data?.length} className="min-w-24">
            {addMutation.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
            {addMutation.isPending ? 'Adding...' : 'Add'}
          </Button>
        </div>
        <FormMessage id="selection-value-error">{errors.value?.message}</FormMessage>
      </div>
    </form>
  );
}
