import { useEffect, useState } from 'react';
import { hasImageExtension, IMAGE_VALIDATION_DEBOUNCE_MS } from '#shared/images/image-urls';

export type ImageValidity = 'empty' | 'invalid' | 'validating' | 'valid';

/**
 * Spec 03 §4 "Image URL validity": empty is invalid; a URL without an image extension is invalid;
 * otherwise valid only if the image loads. Checked 500 ms after the last keystroke.
 */
export function useImageValidity(url: string): ImageValidity {
  const [checked, setChecked] = useState<{ url: string; validity: ImageValidity } | null>(null);
  const trimmed = url.trim();

  useEffect(() => {
    if (!trimmed || !hasImageExtension(trimmed)) return;
    let isCurrent = true;
    const image = new Image();
    const timer = window.setTimeout(() => {
      image.onload = () => {
        if (isCurrent) setChecked({ url: trimmed, validity: 'valid' });
      };
      image.onerror = () => {
        if (isCurrent) setChecked({ url: trimmed, validity: 'invalid' });
      };
      image.src = trimmed;
    }, IMAGE_VALIDATION_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [trimmed]);

  if (!trimmed) return 'empty';
  if (!hasImageExtension(trimmed)) return 'invalid';
  return checked?.url === trimmed ? checked.validity : 'validating';
}
