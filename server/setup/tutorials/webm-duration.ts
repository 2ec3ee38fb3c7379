/**
 * Seconds from a WebM's Segment/Info (Duration × TimecodeScale), read by music-metadata from the
 * start of the file. Undefined when the Info is not in `head` or has no Duration, as in live
 * recordings (browsers' MediaRecorder writes none).
 */
export async function webmDuration(head: Buffer): Promise<number | undefined> {
  // Loaded when a video is added, not with the server (≈100 ms, 12 MB).
  const { parseBuffer } = await import('music-metadata');
  try {
    const { format } = await parseBuffer(
      head,
      { mimeType: 'video/webm', size: head.length },
      { duration: false, skipCovers: true },
    );
    return format.duration !== undefined && format.duration > 0 ? Math.round(format.duration) : undefined;
  } catch {
    return undefined; // elements of unknown size, as live recordings write them, stop the parser
  }
}
