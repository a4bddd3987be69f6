import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import { mentionsYouTube, type VideoValidation } from '#shared/help-desk/video';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { validateVideo } from '../api/help-desk-writes';

export type UrlValidation = 'idle' | 'validating' | 'valid' | 'invalid';

const DELAY_MS = 500;

/**
 * The video address, checked with the server only when it mentions YouTube (spec 03 §5):
 * idle, validating, valid (title and channel shown) or invalid.
 */
export function VideoUrlField({ value, ...props }: ComponentProps<typeof Input> & { value: string }) {
  const [state, setState] = useState<UrlValidation>('idle');
  const [video, setVideo] = useState<VideoValidation | null>(null);
  useEffect(() => {
    const url = value.trim();
    setVideo(null);
    if (!url || !mentionsYouTube(url)) {
      setState('idle');
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      setState('validating');
      validateVideo(url)
        .then((found) => {
          if (!isCurrent) return;
          setVideo(found);
          setState('valid');
        })
        .catch((error: unknown) => {
          if (!isCurrent) return;
          setState('invalid');
          toast({ title: M.videoValidationFailed, description: getErrorMessage(error), variant: 'destructive' });
        });
    }, DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [value]);

  return (
    <div className="grid gap-2">
      <Input value={value} {...props} />
      <p className="flex min-h-5 items-center gap-2 text-sm" role="status" aria-live="polite">
        {state === 'validating' ? (
          <>
            <Spinner /> Checking the video…
          </>
        ) : state === 'valid' && video ? (
          <>
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
            <span className="break-words">
              {video.title} — {video.author}
            </span>
          </>
        ) : state === 'invalid' ? (
          <>
            <XCircle className="size-4 text-destructive" aria-hidden="true" />
            <span className="text-destructive">{M.videoValidationFailed}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
