import { createReadStream } from 'node:fs';
import type { TutorialDto, TutorialUrl } from '#contracts/tutorials.ts';
import { AppError } from '#server/lib/errors.ts';
import { newObjectKey } from '#server/storage/object-keys.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { toTutorialDto } from './tutorials.mapper.ts';
import type { TutorialRow, TutorialsRepository } from './tutorials.repository.ts';
import { inspectVideo } from './video-file.ts';

type Deps = { repo: TutorialsRepository; store: ObjectStore; ttlSeconds: number };

export type NewTutorial = {
  filePath: string;
  title: string;
  description: string | null;
  displayOrder: number;
  /** Seconds; overrides what the file states. */
  duration: number | undefined;
};

export const NOT_A_VIDEO = 'The file is not an MP4, QuickTime or WebM video';
export const DURATION_UNKNOWN = 'The video does not state its duration; pass --duration SECONDS';

export function createTutorialsService({ repo, store, ttlSeconds }: Deps) {
  return {
    async list(): Promise<TutorialDto[]> {
      return (await repo.list()).map(toTutorialDto);
    },

    /** A signed address of the video that works for `ttlSeconds` (≤ 5 minutes). */
    async url(id: string): Promise<TutorialUrl> {
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound('Tutorial');
      return { url: await store.signedUrl(row.objectKey, { ttlSeconds, disposition: 'inline' }) };
    },

    /** Every row as stored, for the command line. */
    async catalogue(): Promise<TutorialRow[]> {
      return repo.list();
    },

    /** Copies the video into the store under a new key, then records it. */
    async add(input: NewTutorial): Promise<TutorialRow> {
      const video = await inspectVideo(input.filePath);
      if (!video) throw AppError.badRequest(NOT_A_VIDEO);
      const duration = input.duration ?? video.duration;
      if (duration === undefined) throw AppError.badRequest(DURATION_UNKNOWN);
      const objectKey = newObjectKey('tutorials', video.extension);
      await store.put(objectKey, createReadStream(input.filePath), video.contentType, video.size);
      try {
        const { title, description, displayOrder } = input;
        const row = await repo.insert({ title, description, displayOrder, duration, objectKey });
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        await store.delete(objectKey);
        throw error;
      }
    },

    /** Removes the record, then its video. */
    async remove(id: string): Promise<TutorialRow> {
      const row = await repo.delete(id);
      if (!row) throw AppError.notFound('Tutorial');
      await store.delete(row.objectKey);
      return row;
    },
  };
}
export type TutorialsService = ReturnType<typeof createTutorialsService>;
