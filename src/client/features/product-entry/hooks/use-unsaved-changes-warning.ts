import { useEffect } from 'react';

/** Asks the browser to confirm a reload, tab close or outside navigation while `isActive`. */
export function useUnsavedChangesWarning(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}
