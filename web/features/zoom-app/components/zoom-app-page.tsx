import { PageHeader } from '#web/components/page-header.tsx';
import { useContextSession } from '../api/context-session.ts';
import { useZoomApp } from '../hooks/use-zoom-app.ts';
import { zoomAppsSdk } from '../sdk/zoom-apps-sdk.ts';
import type { ZoomSdk } from '../sdk/zoom-sdk.ts';
import { ContextSessionCard } from './context-session-card.tsx';
import { MeetingContextCard } from './meeting-context-card.tsx';
import { RtmsStreamCard } from './rtms-stream-card.tsx';

/** The Zoom client's SDK; nothing of it loads until the screen configures it. */
const zoomClient = zoomAppsSdk();

/** /zoomapp: the screen Zoom opens as the app's home page inside a meeting (spec 000 §2). */
export function ZoomAppPage() {
  return <ZoomApp sdk={zoomClient} />;
}

/** The Zoom App screen over any {@link ZoomSdk}: the real one, or a fake in tests. */
export function ZoomApp({ sdk }: { sdk: ZoomSdk }) {
  const found = useContextSession();
  const linked = found.state === 'found' ? found : undefined;
  const { state, start, stop } = useZoomApp(sdk, linked?.session.id, linked?.rtms.isActive ?? false);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <PageHeader title="Zoom RTMS App" description="Real-time meeting audio streaming" className="pb-2" />
      <MeetingContextCard sdk={state.sdk} meeting={state.meeting} />
      <ContextSessionCard found={found} />
      <RtmsStreamCard state={state} onStart={() => void start()} onStop={() => void stop()} />
      {state.error && (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      )}
    </div>
  );
}
