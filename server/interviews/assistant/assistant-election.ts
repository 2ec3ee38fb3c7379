import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { BusEvent, EventBus } from '#server/live/event-bus.ts';
import type { AssistantHooks } from './assistant-hooks.ts';
import type { AssistantLeasesRepository } from './assistant-leases.repository.ts';

type Deps = {
  leases: Pick<AssistantLeasesRepository, 'claim' | 'release'>;
  bus: Pick<EventBus, 'subscribe' | 'tracked'>;
  instanceId: string;
  /** How long a lease lasts without a renewal; an owner renews it at most every third of it. */
  leaseMs?: number;
  onError?: (sessionId: string, error: unknown) => void;
};

type Followed = { userId: string; renewedAt: number; unsubscribe: () => void; seen: Set<string> };

const SEEN_MAX = 256;

/**
 * Several instances on one PostgreSQL: one of them runs each session's live assistant, the one
 * holding the session's lease (docs/decisions/017-assistant-election.md). Chunks and agenda
 * changes may reach any instance, and each schedules a pass as usual; a pass first asks `owns`,
 * which takes or renews the lease, and an instance without it drops the session. The owner
 * follows the session on the event bus, so chunks written through other instances reach its
 * assistant too. An owner that stops (crash, shutdown) is replaced by the first instance with
 * activity once its lease ran out; a quiet session's lease lapses the same way, which costs
 * nothing.
 */
export function createAssistantElection({ leases, bus, instanceId, leaseMs = 30_000, onError }: Deps) {
  const followed = new Map<string, Followed>();
  let inner: AssistantHooks | undefined;

  const unfollow = (sessionId: string) => {
    followed.get(sessionId)?.unsubscribe();
    followed.delete(sessionId);
  };

  /** True the first time a chunk shows up for a followed session (locally or on the bus). */
  const firstSight = (sessionId: string, chunk: ConversationChunkDto) => {
    const seen = followed.get(sessionId)?.seen;
    if (!seen) return true;
    if (seen.has(chunk.id)) return false;
    seen.add(chunk.id);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value ?? '');
    return true;
  };

  const onEvent = (sessionId: string, userId: string, event: BusEvent) => {
    if (event.type === 'new_chunk') hooks.onChunk(userId, sessionId, event.data);
    else if (event.type === 'agenda_update') inner?.onAgendaChange(userId, sessionId);
    else if (event.type === 'session_ended') hooks.stop(sessionId);
  };

  const follow = (userId: string, sessionId: string): Followed => {
    const f: Followed = { userId, renewedAt: 0, unsubscribe: () => undefined, seen: new Set() };
    followed.set(sessionId, f);
    f.unsubscribe = bus.subscribe(sessionId, (event) => onEvent(sessionId, userId, event));
    bus.tracked?.(sessionId).catch((error: unknown) => onError?.(sessionId, error));
    return f;
  };

  /** Whether this instance runs the session's passes; takes the lease when it is free. */
  const owns = async (userId: string, sessionId: string): Promise<boolean> => {
    const current = followed.get(sessionId);
    if (current && Date.now() - current.renewedAt < leaseMs / 3) return true;
    let mine = false;
    try {
      mine = await leases.claim(sessionId, instanceId, leaseMs);
    } catch (error) {
      onError?.(sessionId, error);
    }
    if (!mine) {
      unfollow(sessionId);
      return false;
    }
    const f = followed.get(sessionId) ?? follow(userId, sessionId);
    f.renewedAt = Date.now();
    return true;
  };

  /** What the session services call: this instance's assistant, with chunks counted once. */
  const hooks: AssistantHooks = {
    start: (userId, sessionId) => inner?.start(userId, sessionId),
    stop(sessionId) {
      const held = followed.has(sessionId);
      unfollow(sessionId);
      inner?.stop(sessionId);
      if (held) leases.release(sessionId, instanceId).catch((error: unknown) => onError?.(sessionId, error));
    },
    onChunk(userId, sessionId, chunk) {
      if (firstSight(sessionId, chunk)) inner?.onChunk(userId, sessionId, chunk);
    },
    onAgendaChange: (userId, sessionId) => inner?.onAgendaChange(userId, sessionId),
  };

  return {
    owns,
    /** The hooks for the services, over this instance's assistant. */
    hooks(assistant: AssistantHooks): AssistantHooks {
      inner = assistant;
      return hooks;
    },
    /** Gives up every lease this instance holds (shutdown), so others take over at once. */
    async releaseAll(): Promise<void> {
      const sessions = [...followed.keys()];
      for (const sessionId of sessions) unfollow(sessionId);
      await Promise.all(sessions.map((s) => leases.release(s, instanceId).catch(() => undefined)));
    },
  };
}
export type AssistantElection = ReturnType<typeof createAssistantElection>;
