import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { getErrorMessage } from '#client/lib/error-message';

export function LoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{getErrorMessage(error)}</AlertDescription>
    </Alert>
  );
}
