import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ANSWER_MAX,
  CATEGORY_MAX,
  HelpDeskEntryFieldsSchema,
  QUESTION_MAX,
  URL_MAX,
  type HelpDeskEntry,
  type HelpDeskEntryFields,
  type HelpDeskEntryFieldsInput,
} from '../../../../shared/help-desk/entries';
import { KNOWN_CATEGORIES } from '../../../../shared/help-desk/categories';
import { HELP_DESK_MESSAGES as M } from '../../../../shared/help-desk/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { createIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/use-toast';
import { createEntry, updateEntry } from '../api/help-desk-writes';
import { useVideoUpload } from './use-video-upload';
import { VideoUploadFields } from './video-upload-fields';
import { VideoUrlField } from './video-url-field';

const TEXTAREA =
  'min-h-32 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

interface EntryFormProps {
  /** The entry being edited; absent, the form creates one. */
  entry?: HelpDeskEntry;
  categories: string[];
  onSaved(entry: HelpDeskEntry): void;
  onCancel?(): void;
}

const emptyValues = (entry?: HelpDeskEntry): HelpDeskEntryFieldsInput => ({
  category: entry?.category ?? '',
  question: entry?.question ?? '',
  answer: entry?.answer ?? '',
  videoUrl: entry?.videoUrl ?? '',
  linkUrl: entry?.linkUrl ?? '',
  sortOrder: entry ? String(entry.sortOrder) : '',
});

/** The Help Desk Admin form: the spec's fields, a PDF, and a video given by URL or by upload. */
export function EntryForm({ entry, categories, onSaved, onCancel }: EntryFormProps) {
  const form = useForm<HelpDeskEntryFieldsInput, unknown, HelpDeskEntryFields>({
    resolver: zodResolver(HelpDeskEntryFieldsSchema),
    defaultValues: emptyValues(entry),
  });
  const { errors, isSubmitting } = form.formState;
  const [videoOption, setVideoOption] = useState<'url' | 'upload'>('url');
  const video = useVideoUpload();
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [removePdf, setRemovePdf] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const idPrefix = entry ? `edit-${entry.id}` : 'new';
  const id = (name: string) => `${idPrefix}-${name}`;

  // One click, one entry (ADR 067): a second submit while one runs does nothing.
  const isSaving = useRef(false);
  const onSubmit = form.handleSubmit(async (values) => {
    if (pdfError || isSaving.current) return;
    isSaving.current = true;
    try {
      await save(values);
    } finally {
      isSaving.current = false;
    }
  });

  const save = async (values: HelpDeskEntryFields) => {
    let videoUrl = form.getValues('videoUrl') ?? '';
    if (videoOption === 'upload') {
      // The entry is created only once its video has been uploaded (an upload not sent yet goes now).
      if (!video.file && video.status !== 'success') {
        form.setError('root', { message: M.uploadVideoFirst });
        return;
      }
      const uploaded = await video.upload();
      // The hook shows what stopped it beside the video fields.
      if (!uploaded) return;
      videoUrl = uploaded.url;
    }
    const data = new FormData();
    data.append('category', values.category);
    data.append('question', values.question);
    data.append('answer', values.answer);
    data.append('videoUrl', videoUrl);
    data.append('linkUrl', form.getValues('linkUrl') ?? '');
    data.append('sortOrder', form.getValues('sortOrder') ?? '');
    if (entry && removePdf && !pdf) data.append('removePdf', 'true');
    if (pdf) data.append('pdf', pdf, pdf.name);
    try {
      const saved = entry ? await updateEntry(entry.id, data) : await createEntry(data, createIdempotencyKey());
      toast({ title: entry ? 'Entry updated' : 'Entry created', description: saved.question });
      if (!entry) {
        form.reset(emptyValues());
        video.reset();
        setPdf(null);
        setFileInputKey((key) => key + 1);
      }
      onSaved(saved);
    } catch (error) {
      toast({ title: M.createFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  };

  const categoryOptions = [...new Set([...Object.keys(KNOWN_CATEGORIES), ...categories])].sort();

  return (
    <form className="grid gap-5" onSubmit={(event) => void onSubmit(event)} noValidate>
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

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Video (optional)</legend>
        <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="Video option">
          {(['url', 'upload'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={id('video-option')}
                checked={videoOption === option}
                onChange={() => setVideoOption(option)}
              />
              {option === 'url' ? 'Video URL' : 'Upload video'}
            </label>
          ))}
        </div>
        {videoOption === 'url' ? (
          <>
            <Label htmlFor={id('video-url')} className="sr-only">
              Video URL
            </Label>
            <VideoUrlField
              id={id('video-url')}
              placeholder="https://www.youtube.com/watch?v=…"
              maxLength={URL_MAX}
              aria-invalid={errors.videoUrl ? true : undefined}
              aria-describedby={errors.videoUrl ? id('video-url-error') : undefined}
              value={form.watch('videoUrl') ?? ''}
              onChange={(event) => form.setValue('videoUrl', event.target.value)}
            />
            <FormMessage id={id('video-url-error')}>{errors.videoUrl?.message}</FormMessage>
          </>
        ) : (
          <VideoUploadFields video={video} />
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <div className="grid gap-2">
          <Label htmlFor={id('link-url')}>Link URL (optional)</Label>
          <Input
            id={id('link-url')}
            type="url"
            maxLength={URL_MAX}
            placeholder="https://…"
            aria-invalid={errors.linkUrl ? true : undefined}
            aria-describedby={errors.linkUrl ? id('link-url-error') : undefined}
            {...form.register('linkUrl')}
          />
          <FormMessage id={id('link-url-error')}>{errors.linkUrl?.message}</FormMessage>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('sort-order')}>Sort order (optional)</Label>
          <Input
            id={id('sort-order')}
            inputMode="numeric"
            maxLength={8}
            aria-invalid={errors.sortOrder ? true : undefined}
            aria-describedby={errors.sortOrder ? id('sort-order-error') : undefined}
            {...form.register('sortOrder')}
          />
          <FormMessage id={id('sort-order-error')}>{errors.sortOrder?.message}</FormMessage>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id('pdf')}>PDF (optional)</Label>
        <Input
          key={fileInputKey}
          id={id('pdf')}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={pdfError ? id('pdf-error') : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setPdf(file);
            setPdfError(file && !isPdf(file) ? M.invalidPdf : null);
          }}
        />
        <FormMessage id={id('pdf-error')} role="alert">
          {pdfError}
        </FormMessage>
        {entry?.pdfAttachment && !pdf ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removePdf} onChange={(event) => setRemovePdf(event.target.checked)} />
            Remove the current PDF ({entry.pdfAttachment.filename})
          </label>
        ) : null}
      </div>

      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting || video.status === 'uploading'}>
          {isSubmitting ? <Spinner /> : null}
          {entry ? 'Save Changes' : 'Create Entry'}
        </Button>
      </div>
    </form>
  );
}
