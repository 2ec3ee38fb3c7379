import { QUICK_CREATE_LIMITS, type QuickCreateFileField } from '#contracts/quick-create.ts';

export const FILE_LABELS: Record<QuickCreateFileField, string> = {
  resume: 'resume',
  linkedinProfile: 'LinkedIn profile',
};

const megabytes = QUICK_CREATE_LIMITS.pdfBytes / (1024 * 1024);

/**
 * Why a chosen file cannot be sent, or null. The browser knows a PDF by its type or, when the
 * system gives none, by its name; the server checks the bytes again.
 */
export function pdfProblem(file: File): 'not-pdf' | 'too-large' | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return 'not-pdf';
  if (file.size > QUICK_CREATE_LIMITS.pdfBytes) return 'too-large';
  return null;
}

/** The server's own words for a PDF over the size limit. */
export const tooLargeMessage = (field: QuickCreateFileField) =>
  `The ${FILE_LABELS[field]} PDF is larger than ${megabytes} MB`;

/** e.g. "182 KB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
