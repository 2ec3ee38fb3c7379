import type { ReactNode } from 'react';
import { Label } from './ui/label.tsx';

/** A list or search filter: its control under a small label. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}
