import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

/**
 * sonner (the toasts and their toaster) is not part of a screen's first script: it is loaded once
 * the page is idle (`loadToasterWhenIdle`), so the toaster's live region is on the page before a
 * toast is announced, or by the first toast if that comes sooner (bench/README.md,
 * first-visit-bytes). The app mounts the toaster once it is in (`useLoadedToaster`); sonner shows
 * a new toaster the toasts already asked for. A load that fails drops its toast, and the next
 * toast asks again.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (loaded) => {
      sonner = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function withSonner(show: (loaded: Sonner) => void): void {
  if (sonner) show(sonner);
  else load().then(show, (error: unknown) => console.error(error));
}

/** Loads the toaster once the browser is idle (a second at the latest). */
export function loadToasterWhenIdle(): () => void {
  if (sonner) return () => {};
  const start = () => void load().catch(() => {}); // the next toast asks again
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 200);
  return () => clearTimeout(timer);
}

/**
 * Toasts go through these two helpers so only one is ever on screen (spec 000 §9): a new toast
 * dismisses the previous one. Failures use the destructive (error) style.
 */
export function notifySuccess(title: string, description?: string): void {
  withSonner(({ toast }) => {
    toast.dismiss();
    toast.success(title, { description });
  });
}

export function notifyError(title: string, description?: string): void {
  withSonner(({ toast }) => {
    toast.dismiss();
    toast.error(title, { description });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's toaster once it is loaded (when idle, or by the first toast); undefined until then, and on the server. */
export function useLoadedToaster(): Sonner['Toaster'] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => sonner?.Toaster,
    () => undefined,
  );
}
