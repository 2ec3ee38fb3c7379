/** "React, TypeScript,, react " → ["React", "TypeScript"]: trimmed, no blanks, no repeats (any case). */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim();
    const key = skill.toLowerCase();
    if (skill === '' || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}
