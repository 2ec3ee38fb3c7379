import { type FocusEvent, type KeyboardEvent, type PointerEvent, useRef } from 'react';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * For a menu built the first time it opens, not as its button first renders. Until then the button
 * (`beforeBuilt`, spread on it) opens it as the menu's own trigger would: on a press, on Enter,
 * Space or Arrow Down, and on a click from assistive technology; it says what that trigger would
 * say. `build` builds the menu and opens it.
 *
 * The menu focuses itself as it opens; opened from the keyboard, its first item takes over, as with
 * the menu's own trigger (`focusFirstItem`, on the menu's content). Only the first opening comes
 * from this button: the menu's own trigger handles the next ones.
 */
export function useMenuBuiltOnOpening(build: () => void) {
  const byKeyboard = useRef(false);
  const openMenu = (keyboard: boolean) => {
    byKeyboard.current = keyboard;
    build();
  };
  const beforeBuilt = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      openMenu(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      openMenu(true);
    },
    onClick: () => openMenu(false),
  };
  const focusFirstItem = (event: FocusEvent<HTMLElement>) => {
    if (!byKeyboard.current || event.target !== event.currentTarget) return;
    byKeyboard.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
  return { beforeBuilt, focusFirstItem };
}
