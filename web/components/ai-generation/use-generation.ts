import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GeneratedContent } from '#contracts/scorecards.ts';
import { streamGeneration } from './generation-stream.ts';

type UseGenerationOptions = {
  /** The generate route of the screen. */
  path: string;
  /** The "Generation Error" toast's text when the server gives none. */
  errorFallback: string;
  onResult: (result: GeneratedContent) => void;
};

type GenerateArgs = { body: unknown; model?: string };

/**
 * One streamed generation at a time: `progress` holds the text written so far while it runs.
 * Leaving the page aborts it quietly; any other failure shows the "Generation Error" toast.
 */
export function useGeneration({ path, errorFallback, onResult }: UseGenerationOptions) {
  const [progress, setProgress] = useState('');
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({ body, model }: GenerateArgs) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress('');
      try {
        return await streamGeneration({
          path,
          body,
          model,
          signal: controller.signal,
          onProgress: setProgress,
        });
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      }
    },
    meta: { errorToast: { title: 'Generation Error', fallback: errorFallback } },
    onSuccess: (result) => {
      if (result) onResult(result);
    },
  });

  return {
    generate: (args: GenerateArgs) => mutation.mutate(args),
    generating: mutation.isPending,
    progress,
    /** The last finished draft (its notice says when the offline assistant wrote it). */
    result: mutation.data ?? null,
  };
}
