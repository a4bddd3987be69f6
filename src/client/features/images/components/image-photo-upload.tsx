import { Camera, ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImageUpdateResponse } from '#shared/images/images';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES as UM } from '#shared/images/image-upload';
import { IMAGE_MESSAGES as M } from '#shared/images/messages';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { uploadProductImage } from '../api/images-api';

const PREVIEW_SIDE = 512;

/**
 * The picked file as it will be saved: upright, whole, in a white square (drawn on a canvas, so
 * the preview is a `data:` image the page's content policy allows). Null while drawing; `failed`
 * when the browser cannot read it.
 */
function useSquarePreview(file: File | null) {
  const [preview, setPreview] = useState<{ file: File; url: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    createImageBitmap(file, { imageOrientation: 'from-image' })
      .then((bitmap) => {
        const canvas = document.createElement('canvas');
        canvas.width = PREVIEW_SIDE;
        canvas.height = PREVIEW_SIDE;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, PREVIEW_SIDE, PREVIEW_SIDE);
        const scale = Math.min(PREVIEW_SIDE / bitmap.width, PREVIEW_SIDE / bitmap.height);
        const width = bitmap.width * scale;
        const height = bitmap.height * scale;
        context.drawImage(bitmap, (PREVIEW_SIDE - width) / 2, (PREVIEW_SIDE - height) / 2, width, height);
        bitmap.close();
        if (isCurrent) setPreview({ file, url: canvas.toDataURL('image/jpeg', 0.85) });
      })
      .catch(() => {
        if (isCurrent) setPreview({ file, url: null });
      });
    return () => {
      isCurrent = false;
    };
  }, [file]);
  if (!file || preview?.file !== file) return { isDrawing: Boolean(file), url: null, failed: false };
  return { isDrawing: false, url: preview.url, failed: preview.url === null };
}

/**
 * Upload an image file or take a photo (a phone opens its back camera), see it squared on white as
 * the store will show it, and save it as the product's image.
 */
export function ImagePhotoUpload({
  productId,
  onSaved,
}: {
  productId: string | null;
  onSaved: (response: ImageUpdateResponse) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useSquarePreview(file);
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraId = useId();
  const fileId = useId();

  const save = useAction({
    mutationFn: uploadProductImage,
    onSuccess: (response) => {
      toast({ title: 'Photo saved', description: response.message });
      setFile(null);
      onSaved(response);
    },
    onError: (error) => toast({ title: M.updateFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const pick = (input: HTMLInputElement) => {
    const picked = input.files?.[0] ?? null;
    input.value = '';
    if (!picked) return;
    if (picked.size > IMAGE_UPLOAD_MAX_BYTES) return toast({ title: UM.tooLarge, variant: 'destructive' });
    setFile(picked);
  };

  const onSave = () => {
    if (!productId) return toast({ title: M.noProductSelected, variant: 'destructive' });
    if (!file) return toast({ title: UM.noFile, variant: 'destructive' });
    save.mutate({ productId, file });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <input
          ref={cameraRef}
          id={cameraId}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          name="camera-photo"
          onChange={(event) => pick(event.currentTarget)}
        />
        <Button type="button" variant="outline" onClick={() => cameraRef.current?.click()} aria-controls={cameraId}>
          <Camera aria-hidden="true" />
          Take a photo
        </Button>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          hidden
          name="image-file"
          onChange={(event) => pick(event.currentTarget)}
        />
        <Button type="button" variant="outline" onClick={() => fileRef.current?.click()} aria-controls={fileId}>
          <ImageUp aria-hidden="true" />
          Upload an image
        </Button>
      </div>
      {preview.isDrawing ? (
        <Spinner />
      ) : preview.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {UM.unreadable}
        </p>
      ) : preview.url ? (
        <figure className="grid w-full max-w-64 gap-1">
          <img
            src={preview.url}
            alt="Photo preview, squared on white as it will be saved"
            className="aspect-square w-full rounded border bg-white object-contain"
          />
          <figcaption className="truncate text-xs text-muted-foreground">{file?.name}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted-foreground">
          JPEG, PNG, WebP or GIF up to {IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB. It replaces the current images and is
          saved square, on white, without its location or camera details.
        </p>
      )}
      <div>
        <Button type="button" onClick={onSave} disabled={save.isPending || !file || preview.failed}>
          {save.isPending ? <Spinner /> : null}
          Save Photo
        </Button>
      </div>
    </div>
  );
}
