import type { ReactNode } from 'react';
import { Badge } from './ui/badge.tsx';

/** Soft tints with text at 4.5:1 or better, one per colour name the spec uses. */
const COLOUR_CLASSES = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-200 bg-yellow-50 text-yellow-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  purple: 'border-purple-200 bg-purple-50 text-purple-800',
  green: 'border-green-200 bg-green-50 text-green-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  grey: 'border-slate-200 bg-slate-100 text-slate-700',
} as const;

export type BadgeColour = keyof typeof COLOUR_CLASSES;

function isBadgeColour(colour: string): colour is BadgeColour {
  return colour in COLOUR_CLASSES;
}

/** A badge in one of the spec's named colours (unknown names fall back to grey). */
export function ColourBadge({ colour, children }: { colour: string; children: ReactNode }) {
  const name = isBadgeColour(colour) ? colour : 'grey';
  return (
    <Badge variant="outline" data-colour={name} className={COLOUR_CLASSES[name]}>
      {children}
    </Badge>
  );
}
