import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import {
  VideoUploadFieldsSchema,
  videoFileProblem,
  type VideoUploadFields,
  type VideoUploadResult,
} from '#shared/help-desk/video';
import { getErrorMessage } from '#client/lib/error-message';
import { firstErrorMessage } from '#client/lib/first-error-message';
import { toast } from '#client/lib/use-toast';
import { uploadVideo } from '../api/help-desk-writes';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'failed';
export type VideoUploadFieldsInput = z.input<typeof VideoUploadFieldsSchema>;

const EMPTY_FIELDS: VideoUploadFieldsInput = { title: '', description: '', privacyStatus: 'unlisted' };

/**
 * The upload half of the help desk video (spec 03 §4: idle, uploading, success, failed). Title,
 * description and privacy are a form checked by the route's schema; the file is checked by
 * `videoFileProblem` (ADR 088). One message shows beside the fields: the file's, else the first field's.
 */
export function useVideoUpload() {
  const form = useForm<VideoUploadFieldsInput, unknown, VideoUploadFields>({
    resolver: zodResolver(VideoUploadFieldsSchema),
    defaultValues: EMPTY_FIELDS,
    // As before: a message stays until the next upload, and focus stays on the button pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [file, setFileState] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<VideoUploadResult | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // One click, one upload (ADR 067): a press while one runs, or Create Entry meanwhile, shares it.
  const running = useRef<Promise<VideoUploadResult | null> | null>(null);

  const setFile = (next: File | null) => {
    setFileState(next);
    setStatus('idle');
    setResult(null);
    setPercent(0);
    form.clearErrors();
    setFileProblem(next ? videoFileProblem(next) : null);
  };

  /** The fields as the schema reads them, or null with their first message shown. */
  const checkedFields = () =>
    new Promise<VideoUploadFields | null>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(null))();
    });

  async function send(chosen: File): Promise<VideoUploadResult | null> {
    const problemOfFile = videoFileProblem(chosen);
    if (problemOfFile) {
      form.clearErrors();
      setFileProblem(problemOfFile);
      return null;
    }
    setFileProblem(null);
    const fields = await checkedFields();
    if (!fields) return null;
    setStatus('uploading');
    setPercent(0);
    const data = new FormData();
    data.append('title', fields.title);
    data.append('description', fields.description);
    data.append('privacyStatus', fields.privacyStatus);
    data.append('video', chosen, chosen.name);
    try {
      const uploaded = await uploadVideo(data, {
        onProgress: (sent, total) => setPercent(Math.round((sent / Math.max(total, 1)) * 100)),
      });
      setResult(uploaded);
      setStatus('success');
      setPercent(100);
      return uploaded;
    } catch (error) {
      setStatus('failed');
      toast({ title: M.uploadFailed, description: getErrorMessage(error), variant: 'destructive' });
      return null;
    }
  }

  /** Sends the chosen file; answers the result, or null with the problem shown. */
  function upload(): Promise<VideoUploadResult | null> {
    if (status === 'success' && result) return Promise.resolve(result);
    if (running.current) return running.current;
    if (!file) {
      setFileProblem(M.uploadVideoFirst);
      return Promise.resolve(null);
    }
    running.current = send(file).finally(() => {
      running.current = null;
    });
    return running.current;
  }

  const reset = () => {
    setFile(null);
    form.reset(EMPTY_FIELDS);
  };

  return {
    form,
    file,
    setFile,
    status,
    percent,
    result,
    problem: fileProblem ?? firstErrorMessage(form.formState.errors) ?? null,
    upload,
    reset,
  };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
