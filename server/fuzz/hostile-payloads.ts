/**
 * Request bodies that cannot be built with `JSON.stringify` (it recurses, and the point is nesting
 * deeper than a stack), written as text.
 */

/** One agenda item whose `subtasks` nest `depth` levels deep. */
export function deepSubtasks(depth: number): string {
  const open = '{"title":"Level","subtasks":[';
  return `${open.repeat(depth - 1)}{"title":"Bottom"}${']}'.repeat(depth - 1)}`;
}

/** One quick-create item whose `children` nest `depth` levels deep. */
export function deepChildren(depth: number): string {
  const open = '{"id":"i","title":"Level","content":"","children":[';
  return `${open.repeat(depth - 1)}{"id":"i","title":"Bottom","content":"","children":[]}${']}'.repeat(depth - 1)}`;
}

/** Plain arrays nested `depth` deep: `[[[…]]]`. */
export function deepArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const boundary = '----fuzz-boundary';

/** A multipart form cut off in the middle of its file part: no closing boundary. */
export const truncatedMultipart = {
  contentType: `multipart/form-data; boundary=${boundary}`,
  body: [
    `--${boundary}`,
    'Content-Disposition: form-data; name="data"',
    '',
    '{"jobRole":"Engineer"}',
    `--${boundary}`,
    'Content-Disposition: form-data; name="resume"; filename="cv.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 then the connection ends',
  ].join('\r\n'),
};
