import type { PieceToPlace, StoredPiece } from './track-pieces.repository.ts';
import type { TracksRepository } from './tracks.repository.ts';

/**
 * One placing transaction at a time for the whole instance: pieces stored meanwhile wait and go
 * together in the next. A hundred streams cost a few transactions a second, not a hundred, and
 * hold one connection of the pool, not all of them (the typed path needs the rest).
 */
export function placeTogether(storePieces: TracksRepository['storePieces']) {
  type Waiting = {
    piece: PieceToPlace;
    resolve(placed: StoredPiece | undefined): void;
    reject(error: unknown): void;
  };
  let queue: Waiting[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const answers = await storePieces(batch.map((w) => w.piece));
        for (const [i, w] of batch.entries()) w.resolve(answers[i]);
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // A piece that cannot be placed (its session deleted meanwhile) fails alone.
        else
          for (const w of batch) {
            await storePieces([w.piece]).then(([placed]) => w.resolve(placed), w.reject);
          }
      }
    }
    running = false;
  };
  return (piece: PieceToPlace) =>
    new Promise<StoredPiece | undefined>((resolve, reject) => {
      queue.push({ piece, resolve, reject });
      if (!running) void run();
    });
}
