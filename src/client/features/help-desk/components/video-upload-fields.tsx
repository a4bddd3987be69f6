import { UploadCloud } from 'lucide-react';
import { HELP_DESK_TEXT as T } from '#shared/help-desk/messages';
import {
  PRIVACY_STATUSES,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_EXTENSIONS,
  VIDEO_TITLE_MAX,
  compressionFor,
  videoExtensionOf,
} from '#shared/help-desk/video';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Progress } from '#client/components/ui/progress';
import { JobProgress } from '#client/components/job-progress';
import { useJob } from '#client/lib/jobs/use-job';
import type { VideoUpload } from './use-video-upload';

const ACCEPT = VIDEO_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const PRIVACY_LABELS = { unlisted: 'Unlisted', private: 'Private', public: 'Public' } as const;
const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm';

function ProcessingProgress({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  return job.data ? <JobProgress job={job.data} label="Video processing" /> : null;
}

/** Choosing, describing and uploading a help desk video, with the spec's notices and a progress bar. */
export function VideoUploadFields({ video }: { video: VideoUpload }) {
  const compression = video.file ? compressionFor(video.file.size) : 'none';
  const isBusy = video.status === 'uploading';
  const { errors } = video.form.formState;
  return (
    <div className="grid gap-4 rounded-md border bg-muted/30 p-4">
      <div className="grid gap-2">
        <Label htmlFor="video-file">Video file</Label>
        <Input
          id="video-file"
          type="file"
          accept={ACCEPT}
          disabled={isBusy}
          aria-describedby={video.problem ? 'video-file-help video-problem' : 'video-file-help'}
          onChange={(event) => video.setFile(event.target.files?.[0] ?? null)}
        />
        <p id="video-file-help" className="text-xs text-muted-foreground">
          {T.videoHelper}
        </p>
        {video.file && compression !== 'none' ? (
          <Alert variant="info">
            <AlertDescription>{compression === 'high' ? T.compressionHigh : T.compressionStandard}</AlertDescription>
          </Alert>
        ) : null}
        {video.file && videoExtensionOf(video.file.name) === 'mov' ? (
          <p className="text-xs text-muted-foreground">{T.movNotice}</p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="video-title">Video title</Label>
        <Input
          id="video-title"
          maxLength={VIDEO_TITLE_MAX}
          disabled={isBusy}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'video-problem' : undefined}
          {...video.form.register('title')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="video-description">Video description</Label>
        <textarea
          id="video-description"
          className={TEXTAREA}
          maxLength={VIDEO_DESCRIPTION_MAX}
          disabled={isBusy}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'video-problem' : undefined}
          {...video.form.register('description')}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Privacy</legend>
        <div className="flex flex-wrap gap-4">
          {PRIVACY_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm">
              <input type="radio" value={status} disabled={isBusy} {...video.form.register('privacyStatus')} />
              {PRIVACY_LABELS[status]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormMessage id="video-problem" role="alert">
        {video.problem}
      </FormMessage>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={isBusy || !video.file || video.status === 'success'}
          onClick={() => void video.upload()}
        >
          <UploadCloud aria-hidden="true" />
          {video.status === 'uploading' ? 'Uploading…' : video.status === 'success' ? 'Uploaded' : 'Upload video'}
        </Button>
        {video.status === 'failed' ? <span className="text-sm text-destructive">Upload failed</span> : null}
      </div>
      {video.status === 'uploading' || video.status === 'success' ? (
        <div className="grid gap-1.5">
          <Progress value={video.percent} label="Video upload" />
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {video.status === 'success' ? 'Upload complete' : `Uploading… ${video.percent}%`}
          </p>
        </div>
      ) : null}
      {video.result?.jobId ? <ProcessingProgress jobId={video.result.jobId} /> : null}
    </div>
  );
}
