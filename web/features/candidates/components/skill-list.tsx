import { Badge } from '#web/components/ui/badge.tsx';

/** Skills as badges; with `max`, the rest are summed up as "+N more". */
export function SkillList({ skills, max }: { skills: string[]; max?: number }) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">+{hidden} more</Badge>
        </li>
      )}
    </ul>
  );
}
