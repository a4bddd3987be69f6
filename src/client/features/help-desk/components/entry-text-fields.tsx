import type { UseFormReturn } from 'react-hook-form';
import {
  ANSWER_MAX,
  CATEGORY_MAX,
  QUESTION_MAX,
  type HelpDeskEntryFields,
  type HelpDeskEntryFieldsInput,
} from '#shared/help-desk/entries';
import { KNOWN_CATEGORIES } from '#shared/help-desk/categories';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

const TEXTAREA =
  'min-h-32 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm';

interface EntryTextFieldsProps {
  form: UseFormReturn<HelpDeskEntryFieldsInput, unknown, HelpDeskEntryFields>;
  /** The form's id for a part name (one form per entry on the page). */
  id(name: string): string;
  /** Categories in use, offered beside the known ones. */
  categories: string[];
}

/** Category (with the known and used ones offered), Question and Answer. */
export function EntryTextFields({ form, id, categories }: EntryTextFieldsProps) {
  const { errors } = form.formState;
  const categoryOptions = [...new Set([...Object.keys(KNOWN_CATEGORIES), ...categories])].sort();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id('category')}>Category</Label>
        <Input
          id={id('category')}
          list={id('categories')}
          maxLength={CATEGORY_MAX}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? id('category-error') : undefined}
          {...form.register('category')}
        />
        <datalist id={id('categories')}>
          {categoryOptions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <FormMessage id={id('category-error')}>{errors.category?.message}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('question')}>Question</Label>
        <Input
          id={id('question')}
          maxLength={QUESTION_MAX}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={errors.question ? id('question-error') : undefined}
          {...form.register('question')}
        />
        <FormMessage id={id('question-error')}>{errors.question?.message}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('answer')}>Answer</Label>
        <textarea
          id={id('answer')}
          className={TEXTAREA}
          maxLength={ANSWER_MAX}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={errors.answer ? id('answer-error') : undefined}
          {...form.register('answer')}
        />
        <FormMessage id={id('answer-error')}>{errors.answer?.message}</FormMessage>
      </div>
    </>
  );
}
