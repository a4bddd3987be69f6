import type { PdfAttachment } from '#shared/help-desk/entries';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

interface EntryPdfFieldProps {
  id(name: string): string;
  /** The PDF the entry has now, if any: it can be removed when no new one is chosen. */
  current: PdfAttachment | null;
  pdf: File | null;
  pdfError: string | null;
  removePdf: boolean;
  onPdf(file: File | null): void;
  onRemovePdf(remove: boolean): void;
}

/** The optional PDF: a new file, or removing the current one. */
export function EntryPdfField({ id, current, pdf, pdfError, removePdf, onPdf, onRemovePdf }: EntryPdfFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id('pdf')}>PDF (optional)</Label>
      <Input
        id={id('pdf')}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={pdfError ? id('pdf-error') : undefined}
        onChange={(event) => onPdf(event.target.files?.[0] ?? null)}
      />
      <FormMessage id={id('pdf-error')} role="alert">
        {pdfError}
      </FormMessage>
      {current && !pdf ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={removePdf} onChange={(event) => onRemovePdf(event.target.checked)} />
          Remove the current PDF ({current.filename})
        </label>
      ) : null}
    </div>
  );
}
