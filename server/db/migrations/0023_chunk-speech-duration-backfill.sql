-- Spoken lines stored before duration_ms: their client chunk id names their place in the
-- recording, `speech:<speaker>@<start>-<end>` in PCM bytes (16 kHz, 16-bit mono: 32 bytes a ms).
UPDATE "conversation_chunks"
SET "duration_ms" = round(
  (split_part(split_part("client_chunk_id", '@', 2), '-', 2)::bigint
    - split_part(split_part("client_chunk_id", '@', 2), '-', 1)::bigint) / 32.0
)::integer
WHERE "duration_ms" IS NULL AND "client_chunk_id" ~ '^speech:(interviewer|candidate)@[0-9]{1,15}-[0-9]{1,15}$';
