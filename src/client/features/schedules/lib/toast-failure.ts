import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';

/** A refused write (spec 01 §8): a destructive toast titled "Error" with the server's message. */
export const toastFailure = (error: unknown) =>
  toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' });
