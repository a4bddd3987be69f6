import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { formatBytes } from '../lib/file-rules';

interface FileFieldProps {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error: string | null;
  disabled?: boolean;
  /** Changing it empties the input (Reset). */
  resetKey?: number;
  onChange(file: File | null): void;
}

/** One labelled file input with the chosen file's name and size, and its problem if any. */
export function FileField({ label, hint, accept, file, error, disabled, resetKey, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm file:font-medium"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {file ? (
          <>
            <FileSpreadsheet className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 tabular-nums">({formatBytes(file.size)})</span>
          </>
        ) : (
          hint
        )}
      </p>
      {error ? (
        <FormMessage id={`${id}-error`} role="alert">
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}
