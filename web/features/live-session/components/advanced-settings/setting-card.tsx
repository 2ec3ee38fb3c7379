import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

type SettingCardProps = { title: string; description?: string; children: ReactNode };

/** One block of the Advanced Settings; its title is an h3 under the dashboard's sections. */
export function SettingCard({ title, description, children }: SettingCardProps) {
  return (
    <Card className="gap-4 py-4">
      <CardHeader className="px-4">
        <h3 className="leading-none font-semibold">{title}</h3>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 px-4">{children}</CardContent>
    </Card>
  );
}
