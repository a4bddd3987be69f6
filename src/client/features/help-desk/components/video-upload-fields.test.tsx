// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import { isDisabled } from '#client/test/button-state';

const uploadVideo = vi.fn();
const createEntry = vi.fn();
const updateEntry = vi.fn();
const validateVideo = vi.fn();
vi.mock('../api/help-desk-writes', () => ({ uploadVideo, createEntry, updateEntry, validateVideo }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { EntryForm } = await import('./entry-form');

const UPLOADED = {
  videoId: 'AbCdEfGhIjK',
  url: '/api/helpdesk/videos/AbCdEfGhIjK',
  thumbnailUrl: '',
  status: 'ready',
  jobId: null,
};
const clip = (name: string) => new File(['clip'], name, { type: 'video/quicktime' });

function renderForm() {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EntryForm categories={['Training']} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  // A file of another type can still be chosen ("All files" in the picker): the form checks it.
  return { onSaved, user: userEvent.setup({ delay: null, applyAccept: false }) };
}
type User = ReturnType<typeof userEvent.setup>;

async function chooseUpload(user: User, fileName: string) {
  await user.click(screen.getByRole('radio', { name: 'Upload video' }));
  await user.upload(screen.getByLabelText('Video file'), clip(fileName));
}
async function fillEntry(user: User) {
  await user.type(screen.getByLabelText('Category'), 'Training');
  await user.type(screen.getByLabelText('Question'), 'How do I receive a delivery?');
  await user.type(screen.getByLabelText('Answer'), 'Watch the video.');
}
const uploadButton = () => screen.getByRole('button', { name: /Upload video|Uploading…|Uploaded/ });
const problem = () => document.getElementById('video-problem')?.textContent;
const sentFields = (call = 0) => {
  const data = uploadVideo.mock.calls[call]?.[0] as FormData;
  return {
    title: data.get('title'),
    description: data.get('description'),
    privacyStatus: data.get('privacyStatus'),
    video: (data.get('video') as File).name,
  };
};

describe('Help desk video upload', () => {
  beforeEach(() => {
    for (const mock of [uploadVideo, createEntry, updateEntry, validateVideo, toast]) mock.mockReset();
  });

  it('tells what stops the upload beside the fields, and sends nothing', async () => {
    const { user } = renderForm();
    await fillEntry(user);
    await user.click(screen.getByRole('radio', { name: 'Upload video' }));
    await user.click(screen.getByRole('button', { name: 'Create Entry' }));
    expect((await screen.findByText(M.uploadVideoFirst)).getAttribute('role')).toBe('alert');

    await user.upload(screen.getByLabelText('Video file'), clip('clip.mkv'));
    expect(problem()).toBe(M.unsupportedFormat);
    expect(screen.getByLabelText('Video file').getAttribute('aria-describedby')).toBe('video-file-help video-problem');

    await user.upload(screen.getByLabelText('Video file'), clip('delivery.mov'));
    expect(problem()).toBeUndefined();
    expect(screen.getByText('MOV videos are converted to MP4.')).toBeTruthy();
    await user.click(uploadButton());
    await waitFor(() => expect(problem()).toBe(M.videoTitleRequired));
    const title = screen.getByLabelText('Video title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('video-problem');
    // Focus stays on the button pressed, and the message stays until the next press.
    expect(document.activeElement).toBe(uploadButton());
    await user.type(title, 'A <b>bold</b> title');
    expect(problem()).toBe(M.videoTitleRequired);
    await user.click(uploadButton());
    await waitFor(() => expect(problem()).toBe('Title must not contain < or >'));

    // Another file starts over: the title's message goes with the old file.
    await user.upload(screen.getByLabelText('Video file'), clip('other.mp4'));
    expect(problem()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Create Entry' }));
    await waitFor(() => expect(problem()).toBe('Title must not contain < or >'));
    expect(uploadVideo).not.toHaveBeenCalled();
    expect(createEntry).not.toHaveBeenCalled();
  });

  it('uploads once with the checked fields, refusing presses while it runs, then saves the entry with its URL', async () => {
    let finish: (value: unknown) => void = () => undefined;
    uploadVideo.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    createEntry.mockResolvedValueOnce({ id: 3, question: 'How do I receive a delivery?' });
    const { onSaved, user } = renderForm();
    await fillEntry(user);
    await chooseUpload(user, 'delivery.mov');
    await user.type(screen.getByLabelText('Video title'), '  Receiving a delivery ');
    await user.type(screen.getByLabelText('Video description'), 'Step by step');
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.dblClick(uploadButton());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Uploading…' })).toBeTruthy());
    expect(isDisabled(uploadButton())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Create Entry' }))).toBe(true);
    expect((screen.getByLabelText('Video title') as HTMLInputElement).disabled).toBe(true);
    await user.click(uploadButton());
    expect(uploadVideo).toHaveBeenCalledTimes(1);
    expect(sentFields()).toEqual({
      title: 'Receiving a delivery',
      description: 'Step by step',
      privacyStatus: 'private',
      video: 'delivery.mov',
    });

    const { onProgress } = uploadVideo.mock.calls[0]?.[1] as { onProgress(sent: number, total: number): void };
    onProgress(40, 100);
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    finish(UPLOADED);
    expect(await screen.findByText('Upload complete')).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Uploaded' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Create Entry' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(uploadVideo).toHaveBeenCalledTimes(1);
    expect((createEntry.mock.calls[0]?.[0] as FormData).get('videoUrl')).toBe(UPLOADED.url);
    expect(toast).toHaveBeenCalledWith({ title: 'Entry created', description: 'How do I receive a delivery?' });
    // The form starts over for the next entry.
    expect((screen.getByLabelText('Video title') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Unlisted' }) as HTMLInputElement).checked).toBe(true);
  });

  it('uploads a video not sent yet on Create Entry; a failed upload is told and saves nothing', async () => {
    uploadVideo.mockRejectedValueOnce(new Error('The video host is unreachable'));
    const { user } = renderForm();
    await fillEntry(user);
    await chooseUpload(user, 'delivery.mp4');
    await user.type(screen.getByLabelText('Video title'), 'Receiving a delivery');
    await user.click(screen.getByRole('button', { name: 'Create Entry' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: M.uploadFailed,
        description: 'The video host is unreachable',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Upload failed', { selector: 'span' })).toBeTruthy();
    expect(sentFields()).toEqual({
      title: 'Receiving a delivery',
      description: '',
      privacyStatus: 'unlisted',
      video: 'delivery.mp4',
    });
    expect(createEntry).not.toHaveBeenCalled();
    expect(isDisabled(uploadButton())).toBe(false);
  });
});
