-- A line of the transcript in one round trip (docs/decisions/059): the session row is locked
-- first, and each statement after that sees every cut and line committed before the lock was
-- granted (a volatile function takes a new snapshot a statement), so nothing needs checking again
-- and the seq is taken only when the line is stored: seqs stay consecutive (decision 012) without
-- a transaction around the call. No row: the session is absent or not the user's. `stored` is
-- null when nothing was stored (the session not open to it, a retried client chunk id, or a line
-- from a stretch the interviewer erased: `erased`).
CREATE FUNCTION "interview_hub_append_chunk"(
  p_id uuid, p_session uuid, p_user uuid, p_client_chunk_id text, p_text text, p_speaker text,
  p_speaker_name text, p_timestamp timestamptz, p_duration_ms integer, p_spoken boolean, p_payload jsonb
) RETURNS TABLE ("status" text, "stored" integer, "erased" boolean) LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  SELECT s.last_seq + 1, s.status INTO taken, status
    FROM interview_sessions s WHERE s.id = p_session AND s.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  erased := EXISTS (
    SELECT 1 FROM recording_cuts c
    WHERE c.session_id = p_session AND p_timestamp BETWEEN c.from_at AND c.to_at
  );
  IF NOT erased AND (status = 'active' OR (p_spoken AND status = 'completed')) THEN
    INSERT INTO conversation_chunks (id, session_id, seq, client_chunk_id, text, speaker, speaker_name, timestamp, duration_ms)
      VALUES (p_id, p_session, taken, p_client_chunk_id, p_text, p_speaker, p_speaker_name, p_timestamp, p_duration_ms)
      ON CONFLICT (session_id, client_chunk_id) DO NOTHING;
    IF FOUND THEN
      UPDATE interview_sessions SET last_seq = taken WHERE id = p_session;
      INSERT INTO session_events (session_id, seq, type, payload)
        VALUES (p_session, taken, 'new_chunk', jsonb_set(p_payload, '{seq}', to_jsonb(taken)));
      stored := taken;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
