import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { useState, type ChangeEvent } from 'react';
import { CSV_HEADER, CSV_MAX_CHARS, type ImportResponse } from '#shared/schedules/schedule';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { importWeek } from '../api/import-week';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { formatLongDate } from '../lib/dates';

/** Which rows were read as written and which were converted from spreadsheet dates or times. */
function ReadSummary({ rows }: { rows: ImportResponse['rows'] }) {
  const converted = rows.filter((row) => row.readAs.length > 0).map((row) => row.line);
  return (
    <p className="text-sm" data-testid="import-read-summary">
      {converted.length === 0
        ? `All ${rows.length} rows read as written (yyyy-mm-dd, HH:MM).`
        : `${rows.length - converted.length} of ${rows.length} rows read as written; line${converted.length === 1 ? '' : 's'} ${converted.join(', ')} converted from spreadsheet dates or times (see Read as).`}
    </p>
  );
}

/** CSV import of a week's shifts: the server previews every row with its errors; import only a clean file. */
export function CsvImport({ weekStart }: { weekStart: string }) {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResponse | null>(null);

  const check = useAction({
    mutationFn: (text: string) => importWeek({ weekStart, csv: text, commit: false }),
    onSuccess: setPreview,
    onError: (error) => toast({ title: 'Import failed', description: getErrorMessage(error), variant: 'destructive' }),
  });
  const commit = useAction({
    mutationFn: (text: string, key) => importWeek({ weekStart, csv: text, commit: true }, key),
    onSuccess: async (result) => {
      setPreview(null);
      setCsv(null);
      toast({ title: 'Schedule imported', description: `${result.imported} shifts for ${result.stores.join(', ')}` });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Import failed', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    if (text.length > CSV_MAX_CHARS) {
      toast({ title: 'Import failed', description: 'The file is too large', variant: 'destructive' });
      return;
    }
    setCsv(text);
    check.mutate(text);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import a week from CSV</CardTitle>
        <CardDescription>
          For the week of {formatLongDate(weekStart)}. Columns: <code>{CSV_HEADER.join(',')}</code> (dates yyyy-mm-dd or
          mm/dd/yyyy, times HH:MM or h:mm AM/PM, as a spreadsheet saves them). Each store in the file has its week
          replaced.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="schedule-csv">CSV file</Label>
          <input
            id="schedule-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void onFile(event)}
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5"
          />
        </div>
        {check.isPending ? <p className="text-sm text-muted-foreground">Checking the file...</p> : null}
        {preview ? (
          <div className="grid gap-3" data-testid="import-preview">
            {preview.errors.map((message) => (
              <p key={message} role="alert" className="text-sm text-destructive">
                {message}
              </p>
            ))}
            {preview.rows.length > 0 ? <ReadSummary rows={preview.rows} /> : null}
            {preview.rows.length > 0 ? (
              <div
                tabIndex={0}
                role="region"
                aria-label="Schedule import preview"
                className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <table className="w-full text-left text-sm">
                  <thead className="text-xs text-muted-foreground">
                    <tr>
                      <th className="p-1">Line</th>
                      <th className="p-1">Store</th>
                      <th className="p-1">Date</th>
                      <th className="p-1">Employee</th>
                      <th className="p-1">Start</th>
                      <th className="p-1">End</th>
                      <th className="p-1">Read as</th>
                      <th className="p-1">Problems</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line} className={row.errors.length ? 'bg-red-50' : undefined}>
                        <td className="p-1">{row.line}</td>
                        <td className="p-1">{row.store}</td>
                        <td className="p-1">{row.date}</td>
                        <td className="p-1">{row.employee}</td>
                        <td className="p-1">{row.startTime}</td>
                        <td className="p-1">{row.endTime}</td>
                        <td className="p-1 text-xs text-muted-foreground">
                          {row.readAs.length ? (
                            <ul className="grid gap-0.5">
                              {row.readAs.map((note) => (
                                <li key={note}>{note}</li>
                              ))}
                            </ul>
                          ) : (
                            'As written'
                          )}
                        </td>
                        <td className="p-1 text-destructive">
                          {row.errors.join('; ') || <span className="text-emerald-700">OK</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!preview.isValid || commit.isPending || csv === null}
                onClick={() => csv !== null && commit.mutate(csv)}
              >
                {commit.isPending ? 'Importing...' : `Import ${preview.rows.length} shifts`}
              </Button>
              <Button variant="outline" onClick={() => setPreview(null)}>
                Discard
              </Button>
            </div>
            {!preview.isValid ? (
              <p className="text-sm text-muted-foreground">Fix the rows marked in red and choose the file again.</p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
