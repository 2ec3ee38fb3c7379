import { describe, expect, it } from 'vitest';
import { INTERVIEW_TYPES, OFFLINE_NOTICE } from '#contracts/assistant.ts';
import type { QuickCreateItem } from '#contracts/quick-create.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import { JOB_DESCRIPTION } from '../test/fixtures.ts';
import { draftAgenda } from './agenda-draft.ts';
import { looksLikeName, nameFromLinkedIn, nameFromResume } from './candidate-profile.ts';
import { draftQuickCreate } from './quick-create-draft.ts';

const base: QuickCreateTaskInput = {
  jobRole: 'Senior Backend Engineer',
  interviewType: 'Coding screen',
  jobDescription: JOB_DESCRIPTION,
  interviewExpectations: '',
  minDuration: 15,
  maxDuration: 30,
  agendaTemplate: { items: [] },
  scorecardTemplate: { sections: [] },
  resumeText: '',
  linkedinText: '',
};
const staying = (items: QuickCreateItem[]) => items.filter((i) => i.change_type !== 'REMOVED');
const minutes = (items: QuickCreateItem[]) => staying(items).reduce((n, i) => n + (i.duration ?? 0), 0);

describe('candidate names from uploaded text', () => {
  it.each([
    ['Ada Lovelace\nada@example.com', 'Ada Lovelace'],
    ['ADA KING LOVELACE\nLondon', 'Ada King Lovelace'],
    ['Curriculum Vitae\nName: Grace Hopper\nNew York', 'Grace Hopper'],
    ['Resume\nLudwig van Beethoven\nComposer', 'Ludwig van Beethoven'],
    ['Grace Okafor, RN, BSN\ngrace@example.com', 'Grace Okafor'],
    ['GRACE OKAFOR | Registered Nurse\nDallas, TX', 'Grace Okafor'],
    ['Dr. Grace Okafor\nConsultant physician', 'Grace Okafor'],
    ['Grace A. Okafor, MSN, RN\nDallas', 'Grace A. Okafor'],
    ['OKAFOR, Grace\nRegistered Nurse', 'Grace Okafor'],
    ['Résumé\nName: Grace Okafor, RN\nDallas', 'Grace Okafor'],
    ['Registered Nurse, BSN\nGrace Okafor', 'Grace Okafor'],
    ['Maria Alvarez, M.Ed.\nmaria@example.com', 'Maria Alvarez'],
    ['Sam Lee, Ph.D., LCSW\nPortland', 'Sam Lee'],
    ['Senior Software Engineer\nTypeScript Node.js', undefined],
    ['Experience\n- Built things', undefined],
  ])('%j → %s', (text, name) => {
    expect(nameFromResume(text)).toBe(name);
  });

  it('finds the name in a LinkedIn export by the headline under it, past the sidebar', () => {
    const profile =
      'Contact\nwww.linkedin.com/in/ada\nTop Skills\nDistributed Systems\nPayments\nAda Lovelace\nStaff Engineer at Analytical Engines';
    expect(nameFromLinkedIn(profile)).toBe('Ada Lovelace');
    expect(nameFromLinkedIn('Top Skills\nDistributed Systems\nKafka')).toBeUndefined();
  });

  it('takes neither job titles nor skills for names', () => {
    expect(looksLikeName('Backend Engineer')).toBe(false);
    expect(looksLikeName('Machine Learning')).toBe(false);
    expect(looksLikeName('Ada Lovelace, PhD')).toBe(false);
    expect(looksLikeName('Registered Nurse')).toBe(false);
  });
});

describe('offline Quick Create kit', () => {
  const template = {
    name: 'Long screen',
    items: [
      { title: 'Introductions', duration: 5 },
      { title: 'Background', duration: 10, description: 'Career so far' },
      { title: 'Coding', duration: 40 },
      { title: 'System questions', duration: 15 },
      { title: 'Culture', duration: 10 },
      { title: 'Candidate questions', duration: 10 },
    ],
  };

  it('lands every agenda inside the range, for every type and range', () => {
    for (const interviewType of INTERVIEW_TYPES)
      for (const [min, max] of [
        [5, 5],
        [5, 10],
        [15, 30],
        [30, 30],
        [45, 60],
        [60, 60],
      ] as const)
        for (const agendaTemplate of [template, { items: [] }]) {
          const out = draftQuickCreate({
            ...base,
            interviewType,
            agendaTemplate,
            minDuration: min,
            maxDuration: max,
            resumeText: 'Ada Lovelace\nKafka and PostgreSQL',
          });
          const total = minutes(out.agenda.items);
          expect(total, `${interviewType} ${min}-${max}`).toBeGreaterThanOrEqual(min);
          expect(total, `${interviewType} ${min}-${max}`).toBeLessThanOrEqual(max);
          expect(staying(out.agenda.items).every((i) => (i.duration ?? 0) >= 1)).toBe(true);
        }
  });

  it('removes middle items that do not fit a short interview, with the reason', () => {
    const out = draftQuickCreate({ ...base, agendaTemplate: template, minDuration: 10, maxDuration: 10 });
    const removed = out.agenda.items.filter((i) => i.change_type === 'REMOVED');
    expect(removed.length).toBeGreaterThan(0);
    expect(removed[0]?.change_reason).toBe('Removed so the agenda fits 10–10 minutes');
    expect(removed.every((i) => i.content === i.original_content && i.duration === i.original_duration)).toBe(
      true,
    );
    expect(out.agenda.items[0]?.title).toBe('Introductions');
    expect(out.agenda.items.at(-1)?.title).toBe('Candidate questions');
  });

  it('keeps a template that already fits and asks nothing new as it is', () => {
    const out = draftQuickCreate({
      ...base,
      jobDescription: '',
      agendaTemplate: {
        items: [
          { title: 'Introductions', duration: 5 },
          { title: 'Coding', duration: 20 },
        ],
      },
      scorecardTemplate: { sections: [{ title: 'Code quality', criteria: ['Readable code'] }] },
    });
    expect(out.agenda.items.map((i) => i.change_type)).toEqual(['KEPT', 'KEPT']);
    expect(out.scorecard.items.map((i) => [i.change_type, i.content])).toEqual([['KEPT', '']]);
    expect(out.summary).toMatchObject({ items_kept: 4, items_modified: 0, items_added: 0, items_removed: 0 });
    // The offline origin is the kit's notice, shown beside it, not one of its adaptations.
    expect(out.notice).toBe(OFFLINE_NOTICE);
    expect(out.summary.key_adaptations).not.toContain(OFFLINE_NOTICE);
  });

  it('turns the interviewer’s expectations into focus areas', () => {
    const out = draftQuickCreate({
      ...base,
      interviewExpectations: '- Probe API versioning\n- Incident handling',
    });
    const focus = out.scorecard.items.find((s) => s.title === 'Focus areas');
    expect(focus?.children.map((c) => c.title)).toEqual(['Probe API versioning', 'Incident handling']);
  });

  it('is deterministic', () => {
    const input = { ...base, agendaTemplate: template, resumeText: 'Ada Lovelace\nRedis, Go and Kubernetes' };
    expect(draftQuickCreate(input)).toEqual(draftQuickCreate(input));
  });
});

describe('kits from the job', () => {
  const JOBS: Record<string, string> = {
    'Warehouse Shift Lead':
      'Responsibilities\n- Lead a night shift of 20 pickers and loaders\n- Allocate labour across picking, packing and dispatch\n- Run forklift and racking safety checks\n- Hit pick rate and on-time dispatch targets\nRequirements\n- Counterbalance forklift licence\n- Two years leading a warehouse shift',
    'School Counsellor':
      'Responsibilities\n- Hold one-to-one counselling sessions with pupils aged 11-16\n- Assess and refer safeguarding concerns to the designated lead\n- Run group sessions on anxiety and exam stress\n- Keep confidential case notes\nRequirements\n- BACP registration\n- Experience working with adolescents',
    'Landscape Architect':
      'Responsibilities\n- Prepare planting plans and hard landscape details in AutoCAD\n- Produce landscape and visual impact assessments\n- Coordinate with civil engineers on drainage and levels\n- Present schemes to planning officers\nRequirements\n- Chartered membership of the Landscape Institute\n- Strong plant knowledge',
  };
  const kit = (jobRole: string) =>
    draftQuickCreate({
      ...base,
      jobRole,
      interviewType: 'Recruiter screen',
      jobDescription: JOBS[jobRole] ?? '',
      minDuration: 30,
      maxDuration: 45,
    });

  it('turns each job’s own duties and requirements into its agenda and scorecard', () => {
    const kits = Object.keys(JOBS).map((role) => ({ role, kit: kit(role) }));
    const agendas = kits.map(({ kit }) => kit.agenda.items.map((i) => i.content).join('\n'));
    expect(new Set(agendas).size).toBe(3);
    for (const [index, { role, kit }] of kits.entries()) {
      const agenda = agendas[index] ?? '';
      const scorecard = JSON.stringify(kit.scorecard.items);
      const duties = (JOBS[role] ?? '').split('\n').filter((l) => l.startsWith('- '));
      // The role's responsibilities are asked about, its requirements are scored.
      const said = (texts: string) => duties.filter((d) => texts.includes(d.slice(2, 30).toLowerCase()));
      expect(said(agenda).length, role).toBeGreaterThanOrEqual(1);
      const lastRequirement = (duties.at(-1) ?? '').toLowerCase().split(' ').slice(-2).join(' ');
      expect(scorecard.toLowerCase(), role).toContain(lastRequirement);
      // A drafted interview of the general kind asks for examples of the next duties too.
      const drafted = draftAgenda({
        jobDescription: JOBS[role] ?? '',
        interviewType: 'Hiring manager interview',
        timeRangeMin: 30,
        timeRangeMax: 45,
      });
      const draftedText = drafted.items.map((i) => i.description ?? '').join('\n');
      expect(said(draftedText).length, role).toBeGreaterThanOrEqual(3);
      expect(draftedText, role).not.toMatch(/stakeholders informed|shipped recently/);
      expect(agenda, role).not.toMatch(/stakeholders informed|shipped recently/);
    }
  });
});
