import { ArrowDown, ArrowUp, ImageOff, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';

interface ImageListItemProps {
  url: string;
  index: number;
  count: number;
  error?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One image: preview (or 'Failed to load'), its URL, and buttons to reorder or remove it. */
export function ImageListItem({ url, index, count, error, onMove, onRemove }: ImageListItemProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const isMain = index === 0;
  const name = `image ${index + 1}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {hasFailed ? (
            <div className="flex flex-col items-center gap-1 px-1 text-center text-[11px] leading-tight text-muted-foreground">
              <ImageOff className="size-5" aria-hidden="true" />
              {PRODUCT_ENTRY_TEXT.imageLoadFailed}
            </div>
          ) : (
            <img
              src={url}
              alt={isMain ? 'Main product image' : `Product image ${index + 1}`}
              referrerPolicy="no-referrer"
              loading="lazy"
              className="size-full object-cover"
              onError={() => setHasFailed(true)}
            />
          )}
        </div>
        <div className="grid min-w-0 gap-1">
          {isMain ? (
            <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">
              <Star className="size-3" aria-hidden="true" />
              Main image
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">Image {index + 1}</span>
          )}
          <p className="text-sm break-all">{url}</p>
          <FormMessage className="text-xs">{error}</FormMessage>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
        {!isMain ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onMove(0)}>
            Make main
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} up`}
          disabled={isMain}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
    </li>
  );
}
