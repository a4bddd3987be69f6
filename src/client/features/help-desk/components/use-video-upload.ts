import { useState } from 'react';
import { HELP_DESK_MESSAGES as M } from '../../../../shared/help-desk/messages';
import {
  VideoUploadFieldsSchema,
  videoFileProblem,
  type PrivacyStatus,
  type VideoUploadResult,
} from '../../../../shared/help-desk/video';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { uploadVideo } from '../api/help-desk-writes';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'failed';

/** The upload half of the help desk video (spec 03 §4: idle, uploading, success, failed). */
export function useVideoUpload() {
  const [file, setFileState] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [privacyStatus, setPrivacyStatus] = useState<PrivacyStatus>('unlisted');
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<VideoUploadResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const setFile = (next: File | null) => {
    setFileState(next);
    setStatus('idle');
    setResult(null);
    setPercent(0);
    setProblem(next ? videoFileProblem(next) : null);
  };

  /** Sends the chosen file; answers the result, or null with the problem shown. */
  async function upload(): Promise<VideoUploadResult | null> {
    if (status === 'success' && result) return result;
    if (!file) {
      setProblem(M.uploadVideoFirst);
      return null;
    }
    const fileProblem = videoFileProblem(file);
    const fields = VideoUploadFieldsSchema.safeParse({ title, description, privacyStatus });
    const fieldProblem = fields.success ? null : (fields.error.issues[0]?.message ?? M.videoTitleRequired);
    if (fileProblem ?? fieldProblem) {
      setProblem(fileProblem ?? fieldProblem);
      return null;
    }
    setProblem(null);
    setStatus('uploading');
    setPercent(0);
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('privacyStatus', privacyStatus);
    form.append('video', file, file.name);
    try {
      const uploaded = await uploadVideo(form, {
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

  const reset = () => {
    setFile(null);
    setTitle('');
    setDescription('');
    setPrivacyStatus('unlisted');
    setProblem(null);
  };

  return {
    file,
    setFile,
    title,
    setTitle,
    description,
    setDescription,
    privacyStatus,
    setPrivacyStatus,
    status,
    percent,
    result,
    problem,
    upload,
    reset,
  };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
