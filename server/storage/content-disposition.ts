/**
 * A `Content-Disposition` value with the file name encoded per RFC 6266 / RFC 8187: a plain
 * ASCII fallback in `filename=` and the exact UTF-8 name in `filename*=`.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return type;
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
