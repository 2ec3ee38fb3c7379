import { act } from '@testing-library/react';
import type { CaptureTrack, RecognitionResultEvent, Recognizer } from '../media/browser-media.ts';

type Heard = { text: string; isFinal: boolean };

/** The browser's SpeechRecognition, played by the test: it says what was heard, and when it ends. */
export class FakeRecognizer implements Recognizer {
  continuous = false;
  interimResults = false;
  lang = '';
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { readonly error: string }) => void) | null = null;
  onend: ((event: Event) => void) | null = null;
  running = false;
  startedWith: CaptureTrack | undefined;
  stopCalls = 0;
  private results: Heard[] = [];

  start(track?: CaptureTrack): void {
    if (this.running) throw new DOMException('already started', 'InvalidStateError');
    this.running = true;
    this.startedWith = track;
  }

  stop(): void {
    this.stopCalls++;
    this.end();
  }

  abort(): void {
    this.end();
  }

  /**
   * Results as Chrome reports them: every result of the session so far, with `resultIndex` at
   * the first that changed. A final replaces the interim results before it.
   */
  hear(...heard: Heard[]): void {
    const settled = this.results.filter((result) => result.isFinal);
    this.results = [...settled, ...heard];
    const results = this.results.map((result) =>
      Object.assign([{ transcript: result.text }], { isFinal: result.isFinal }),
    );
    act(() => this.onresult?.({ resultIndex: settled.length, results }));
  }

  fail(error: string): void {
    act(() => this.onerror?.({ error }));
  }

  /** Recognition ends (after a silence, an error, or stop()). */
  end(): void {
    if (!this.running) return;
    this.running = false;
    act(() => this.onend?.(new Event('end')));
  }
}
