import { useState } from 'react';
import type { FieldControlProps } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { parseSkills } from '../utils/parse-skills.ts';

type SkillsInputProps = FieldControlProps & {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur: () => void;
};

/** Skills typed as "React, TypeScript, SQL"; the form receives them as a list. */
export function SkillsInput({ value, onChange, onBlur, ...control }: SkillsInputProps) {
  // The text is kept as typed (a trailing ", " included) and parsed on every change.
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      {...control}
      value={text}
      placeholder="e.g. React, TypeScript, SQL"
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseSkills(event.target.value));
      }}
    />
  );
}
