import type { HelpDeskEntry } from '#shared/help-desk/entries';
import type { VideoUploadResult, VideoValidation } from '#shared/help-desk/video';
import { apiRequest } from '#client/lib/api-request';
import { sendForm, type SendFormOptions } from '../lib/send-form';

export const createEntry = (form: FormData, idempotencyKey?: string) =>
  sendForm<HelpDeskEntry>('POST', '/api/helpdesk/create', form, idempotencyKey ? { idempotencyKey } : {});

export const updateEntry = (id: number, form: FormData) =>
  sendForm<HelpDeskEntry>('PUT', `/api/helpdesk/entries/${id}`, form);

export const deleteEntry = (id: number) => apiRequest<{ message: string }>('DELETE', `/api/helpdesk/entries/${id}`);

export const refreshHelpDesk = () => apiRequest<{ message: string; count: number }>('POST', '/api/helpdesk/refresh');

export const validateVideo = (videoUrl: string) =>
  apiRequest<VideoValidation>('POST', '/api/youtube/validate-video', { videoUrl });

export const uploadVideo = (form: FormData, options: SendFormOptions) =>
  sendForm<VideoUploadResult>('POST', '/api/youtube/upload-video', form, options);
