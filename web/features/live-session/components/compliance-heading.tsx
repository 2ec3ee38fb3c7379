import { ShieldAlert } from 'lucide-react';
import { COMPLIANCE_LABELS, type ComplianceCategory } from '#contracts/compliance.ts';

/** The head of a guard warning: what it is and which protected topic, in words and not by colour alone. */
export function ComplianceHeading({ category }: { category: ComplianceCategory | undefined }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-xs font-semibold text-warning">
      <ShieldAlert aria-hidden="true" className="size-4" />
      Compliance
      {category && <span className="font-medium text-foreground">· {COMPLIANCE_LABELS[category]}</span>}
    </span>
  );
}
