import { CircleCheck, CircleX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { IMAGE_URL_MAX_LENGTH, IMAGE_URLS_MAX } from '#shared/images/image-urls';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { useImageValidity, type ImageValidity } from './use-image-validity';

const STATUS_TEXT: Record<ImageValidity, string> = {
  empty: 'No URL',
  invalid: 'Invalid image URL',
  validating: 'Checking image…',
  valid: 'Valid image',
};

function ImageUrlField({
  index,
  value,
  onChange,
  onValidity,
}: {
  index: number;
  value: string;
  onChange(value: string): void;
  onValidity(index: number, validity: ImageValidity): void;
}) {
  const validity = useImageValidity(value);
  useEffect(() => onValidity(index, validity), [index, validity, onValidity]);
  const id = `image-url-${index + 1}`;
  return (
    <div className="grid content-start gap-2 rounded-md border p-3">
      <Label htmlFor={id}>Image URL {index + 1}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://…/image.jpg"
          value={value}
          maxLength={IMAGE_URL_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <span
          className="flex size-6 shrink-0 items-center justify-center"
          role="status"
          aria-label={STATUS_TEXT[validity]}
        >
          {validity === 'validating' ? <Spinner /> : null}
          {validity === 'valid' ? <CircleCheck className="size-5 text-green-600" aria-hidden="true" /> : null}
          {validity === 'invalid' ? <CircleX className="size-5 text-destructive" aria-hidden="true" /> : null}
        </span>
      </div>
      {validity === 'valid' ? (
        <img
          src={value.trim()}
          alt={`Preview of image ${index + 1}`}
          className="h-32 w-32 rounded border object-contain"
        />
      ) : null}
    </div>
  );
}

/** The three URLs and what the browser found about each; `reset` empties them for the next item. */
export function useImageUrls() {
  const [urls, setUrls] = useState<string[]>(emptyUrls);
  const [validity, setValidity] = useState<ImageValidity[]>(emptyValidity);
  const setUrl = useCallback(
    (index: number, value: string) => setUrls((previous) => previous.map((url, at) => (at === index ? value : url))),
    [],
  );
  const reportValidity = useCallback(
    (index: number, next: ImageValidity) =>
      setValidity((previous) =>
        previous[index] === next ? previous : previous.map((old, at) => (at === index ? next : old)),
      ),
    [],
  );
  const reset = useCallback(() => {
    setUrls(emptyUrls());
    setValidity(emptyValidity());
  }, []);
  const valid = urls.map((url) => url.trim()).filter((_, index) => validity[index] === 'valid');
  return { urls, validity, setUrl, reportValidity, reset, valid };
}

export type ImageUrlsState = ReturnType<typeof useImageUrls>;

/** The three image URL inputs with live validity icons and previews (spec 03 "Edit Image by SKU or Name"). */
export function ImageUrlInputs({ state }: { state: ImageUrlsState }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {Array.from({ length: IMAGE_URLS_MAX }, (_, index) => (
        <ImageUrlField
          key={index}
          index={index}
          value={state.urls[index] ?? ''}
          onChange={(value) => state.setUrl(index, value)}
          onValidity={state.reportValidity}
        />
      ))}
    </div>
  );
}

const emptyUrls = () => Array.from({ length: IMAGE_URLS_MAX }, () => '');
const emptyValidity = (): ImageValidity[] => Array.from({ length: IMAGE_URLS_MAX }, () => 'empty');
