import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { downloadResult } from '../api/download-result';

/** Downloads a result file with a toast when it fails; `downloading` is the URL being fetched, if any. */
export function useDownload() {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (url: string, fallbackName: string) => {
    setDownloading(url);
    try {
      await downloadResult(url, fallbackName);
    } catch (error) {
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
