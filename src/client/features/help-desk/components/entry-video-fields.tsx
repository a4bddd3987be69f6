import type { UseFormReturn } from 'react-hook-form';
import { URL_MAX, type HelpDeskEntryFields, type HelpDeskEntryFieldsInput } from '#shared/help-desk/entries';
import { FormMessage } from '#client/components/ui/form-message';
import { Label } from '#client/components/ui/label';
import type { VideoUpload } from './use-video-upload';
import { VideoUploadFields } from './video-upload-fields';
import { VideoUrlField } from './video-url-field';

export type VideoOption = 'url' | 'upload';

interface EntryVideoFieldsProps {
  form: UseFormReturn<HelpDeskEntryFieldsInput, unknown, HelpDeskEntryFields>;
  id(name: string): string;
  option: VideoOption;
  onOption(option: VideoOption): void;
  video: VideoUpload;
}

/** The optional video: a URL typed in, or a file uploaded before the entry is saved. */
export function EntryVideoFields({
  form,
  id,
  option: videoOption,
  onOption: setVideoOption,
  video,
}: EntryVideoFieldsProps) {
  const { errors } = form.formState;
  return (
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
  );
}
