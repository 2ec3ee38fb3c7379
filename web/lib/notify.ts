import { toast } from 'sonner';

/**
 * Toasts go through these two helpers so only one is ever on screen (spec 000 §9): a new toast
 * dismisses the previous one. Failures use the destructive (error) style.
 */
export function notifySuccess(title: string, description?: string): void {
  toast.dismiss();
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string): void {
  toast.dismiss();
  toast.error(title, { description });
}
