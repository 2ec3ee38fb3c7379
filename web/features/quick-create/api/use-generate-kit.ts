import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { QUICK_CREATE_GENERATION_FAILED, type QuickCreateOutput } from '#contracts/quick-create.ts';
import { type GenerateKitRequest, generateKit } from './generate-kit.ts';

type GenerateArgs = Omit<GenerateKitRequest, 'signal' | 'onProgress'>;

/**
 * One generation at a time; `progress` holds the preview written so far while it runs. Leaving
 * the page or Cancel aborts it quietly; any other failure shows 'Generation Failed'.
 */
export function useGenerateKit(onResult: (output: QuickCreateOutput) => void) {
  const [progress, setProgress] = useState('');
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async (args: GenerateArgs) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress('');
      try {
        return await generateKit({ ...args, signal: controller.signal, onProgress: setProgress });
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      }
    },
    meta: { errorToast: { title: 'Generation Failed', fallback: QUICK_CREATE_GENERATION_FAILED } },
    onSuccess: (output) => {
      if (output) onResult(output);
    },
  });

  return {
    generate: (args: GenerateArgs) => mutation.mutate(args),
    cancel: () => controllerRef.current?.abort(),
    generating: mutation.isPending,
    progress,
  };
}
