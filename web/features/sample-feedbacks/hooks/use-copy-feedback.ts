import { useCallback } from 'react';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

/** Copies a feedback's text to the clipboard and confirms it with "Copied". */
export function useCopyFeedback() {
  return useCallback(async (content: string) => {
    try {
      await navigator.clipboard.writeText(content);
      notifySuccess('Copied', 'Sample feedback copied to clipboard.');
    } catch (error) {
      console.error(error);
      notifyError('Copy Failed', 'The text could not be copied. Select it and copy it by hand.');
    }
  }, []);
}
