import { cloneElement, useState } from 'react';
import type { SessionConfirmDialogBody, SessionConfirmDialogProps } from './session-confirm-dialog-body.tsx';

/**
 * The dialog's own code (Radix's dialog, focus trap and scroll lock: about 13 KB of gzip) is
 * loaded as it first opens, not with the sessions list (bench/README.md, first-visit-bytes). A
 * load that fails leaves the dialog closed; the next press asks again.
 */
const loadBody = () =>
  import('./session-confirm-dialog-body.tsx').then((module) => module.SessionConfirmDialogBody);

/**
 * Asks before closing or deleting a session. Unlike a plain confirmation it stays open while the
 * call runs, so the user sees 'Closing...' / 'Deleting...' (spec 000 §8) and cannot confirm twice.
 * Until it first opens, its button says what the dialog's own trigger would say.
 */
export function SessionConfirmDialog(props: SessionConfirmDialogProps) {
  const [Body, setBody] = useState<typeof SessionConfirmDialogBody>();
  if (Body) return <Body {...props} />;
  const build = () =>
    loadBody().then(
      (loaded) => setBody(() => loaded),
      (error: unknown) => console.error(error),
    );
  return cloneElement(props.trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: build,
  });
}
