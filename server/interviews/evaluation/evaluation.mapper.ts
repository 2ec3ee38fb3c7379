import type { EvaluationSection } from '#contracts/evaluation.ts';
import { buildTree } from '../item-tree.ts';
import type { ScorecardItemRow } from './scorecard-items.repository.ts';

export const toSectionTree = (rows: ScorecardItemRow[]): EvaluationSection[] =>
  buildTree(rows, (r) => ({
    id: r.itemId,
    title: r.title,
    content: r.content,
    guidance: r.guidance,
    evidence: r.evidence,
    editedByUser: r.editedByUser,
    children: [],
  }));
