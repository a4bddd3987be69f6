import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  HelpDeskEntryFieldsSchema,
  URL_MAX,
  type HelpDeskEntry,
  type HelpDeskEntryFields,
  type HelpDeskEntryFieldsInput,
} from '#shared/help-desk/entries';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { createIdempotencyKey } from '#client/lib/idempotency-key';
import { toast } from '#client/lib/use-toast';
import { createEntry, updateEntry } from '../api/help-desk-writes';
import { EntryPdfField } from './entry-pdf-field';
import { EntryTextFields } from './entry-text-fields';
import { EntryVideoFields, type VideoOption } from './entry-video-fields';
import { useVideoUpload } from './use-video-upload';

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
  const [videoOption, setVideoOption] = useState<VideoOption>('url');
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

  return (
    <form className="grid gap-5" onSubmit={(event) => void onSubmit(event)} noValidate>
      <EntryTextFields form={form} id={id} categories={categories} />
      <EntryVideoFields form={form} id={id} option={videoOption} onOption={setVideoOption} video={video} />

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

      <EntryPdfField
        key={fileInputKey}
        id={id}
        current={entry?.pdfAttachment ?? null}
        pdf={pdf}
        pdfError={pdfError}
        removePdf={removePdf}
        onPdf={(file) => {
          setPdf(file);
          setPdfError(file && !isPdf(file) ? M.invalidPdf : null);
        }}
        onRemovePdf={setRemovePdf}
      />

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
