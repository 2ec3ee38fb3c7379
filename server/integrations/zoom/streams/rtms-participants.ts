import type { RtmsParticipant } from '#contracts/rtms.ts';
import type { ParticipantMappings, Speaker } from '#contracts/sessions.ts';
import type { RtmsParticipantRef, SpeechSource } from './rtms-port.ts';

/** Frames kept for a participant while their source opens (5 s of 20 ms frames). */
const QUEUE_MAX = 250;

/**
 * The side a participant's words are given: their name in the session's participant mappings
 * (as typed, else ignoring case); anyone unmapped is heard as the candidate (design note).
 */
export function speakerFor(
  mappings: ParticipantMappings,
  userName: string,
): { speaker: Speaker; mapped: boolean } {
  const name = userName.trim();
  const role =
    mappings[name] ?? Object.entries(mappings).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (!role) return { speaker: 'candidate', mapped: false };
  return { speaker: role === 'INTERVIEWER' ? 'interviewer' : 'candidate', mapped: true };
}

type Track = {
  info: RtmsParticipant;
  /** Zoom transcribes this participant's words; their audio is only recorded. */
  elsewhere: boolean;
  source: SpeechSource | undefined;
  queue: Buffer[];
  opened: Promise<SpeechSource | undefined>;
};

type Deps = {
  open(participant: RtmsParticipant, transcribedElsewhere: boolean): SpeechSource | Promise<SpeechSource>;
  onError(error: unknown): void;
};

/**
 * The participants heard on one stream, each with their own speech source. A participant whose
 * side changes (their mapping), or whose words Zoom starts transcribing, gets a new source; the
 * old one ends with what it heard.
 */
export function createParticipantSources({ open, onError }: Deps) {
  const tracks = new Map<string, Track>();
  const endings: Promise<void>[] = [];
  let elsewhere = false;

  const start = (info: RtmsParticipant): Track => {
    const track: Track = {
      info,
      elsewhere,
      source: undefined,
      queue: [],
      opened: Promise.resolve(undefined),
    };
    track.opened = Promise.resolve()
      .then(() => open(info, track.elsewhere))
      .then((source) => {
        track.source = source;
        for (const pcm of track.queue.splice(0)) source.take(pcm);
        return source;
      })
      .catch((error: unknown) => {
        onError(error);
        track.queue.length = 0;
        return undefined;
      });
    return track;
  };
  const end = (track: Track) => {
    endings.push(track.opened.then((source) => source?.end()).catch(onError));
  };
  const restart = (id: string, track: Track, info: RtmsParticipant) => {
    end(track);
    const next = start(info);
    tracks.set(id, next);
    return next;
  };
  const trackOf = (ref: RtmsParticipantRef, mappings: ParticipantMappings) => {
    const known = tracks.get(ref.userId);
    if (known) return { track: known, added: false };
    const track = start({
      userId: ref.userId,
      userName: ref.userName,
      ...speakerFor(mappings, ref.userName),
    });
    tracks.set(ref.userId, track);
    return { track, added: true };
  };

  return {
    /** Feeds a frame; true when the participant is heard for the first time. */
    take(ref: RtmsParticipantRef, pcm: Buffer, mappings: ParticipantMappings): boolean {
      const { track, added } = trackOf(ref, mappings);
      if (track.source) track.source.take(pcm);
      else if (track.queue.length < QUEUE_MAX) track.queue.push(pcm);
      return added;
    },
    /** A line Zoom transcribed, stamped with when it was said; true when the participant is heard first. */
    say(ref: RtmsParticipantRef, text: string, mappings: ParticipantMappings, beganAt?: Date): boolean {
      const { track, added } = trackOf(ref, mappings);
      track.opened.then((source) => source?.say(text, beganAt)).catch(onError);
      return added;
    },
    /** From now on Zoom transcribes: every source restarts to record only. */
    transcribeElsewhere(): void {
      if (elsewhere) return;
      elsewhere = true;
      for (const [id, track] of tracks) if (!track.elsewhere) restart(id, track, track.info);
    },
    /** Applies changed mappings; true when a participant's side changed. */
    remap(mappings: ParticipantMappings): boolean {
      let changed = false;
      for (const [id, track] of tracks) {
        const next = speakerFor(mappings, track.info.userName);
        if (next.speaker === track.info.speaker && next.mapped === track.info.mapped) continue;
        changed = true;
        if (next.speaker === track.info.speaker) track.info = { ...track.info, mapped: next.mapped };
        else restart(id, track, { ...track.info, ...next });
      }
      return changed;
    },
    list: (): RtmsParticipant[] => [...tracks.values()].map((t) => t.info),
    /** Ends every source; resolves once each has committed its last finals. */
    async endAll(): Promise<void> {
      for (const track of tracks.values()) end(track);
      tracks.clear();
      await Promise.all(endings.splice(0));
    },
  };
}
export type ParticipantSources = ReturnType<typeof createParticipantSources>;
