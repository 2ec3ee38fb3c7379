import { KIT_UNREADABLE, type KitImportInput, KitPreview } from '#contracts/kits.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';

/** The list an interview kit comes from: its screen's path, and the API's under interview setup. */
export type KitList = 'interview-templates' | 'scorecards' | 'agendas';

/** Saves the record's kit as a file: the server names it (`Content-Disposition`). */
export async function downloadKit(list: KitList, id: string): Promise<void> {
  const response = await fetch(`/api/interview-setup/${list}/${encodeURIComponent(id)}/kit`, {
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, 'unknown', text || response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'kit.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A chosen file's JSON; a file that is not JSON (damaged, or something else) is refused here. */
export async function readKitFile(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new ApiError(400, 'validation_failed', KIT_UNREADABLE);
  }
}

export const previewKit = (body: KitImportInput) =>
  apiRequest('/api/interview-setup/kits/preview', { method: 'POST', body, schema: KitPreview });

export const importKit = (body: KitImportInput) =>
  apiRequest('/api/interview-setup/kits/import', { method: 'POST', body, schema: KitPreview });
