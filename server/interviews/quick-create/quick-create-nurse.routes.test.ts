import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickCreateItem, QuickCreateOutput } from '#contracts/quick-create.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { buildPdf, quickCreateForm } from './test-pdfs.ts';

const JOB = [
  'Registered Nurse, Acute Medical Unit',
  '',
  'Requirements:',
  '- Active registered nurse licence',
  '- Current BLS certification',
  '- At least two years in acute or ward nursing',
  '- Confident with sepsis recognition, medication safety and clear handover',
  '- Able to work 12-hour shifts including nights',
].join('\n');

const all = (items: QuickCreateItem[]): QuickCreateItem[] => items.flatMap((i) => [i, ...all(i.children)]);

/** Quick Create for a registered nurse, offline, through the route. */
describe('Quick Create for a non-engineering role', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let out: QuickCreateOutput;
  beforeAll(async () => {
    a = await t.factories.user();
    const agenda = await t.factories.agenda(a.user.id, {
      title: 'Ward panel',
      content:
        '- Introductions (5 min)\n- Clinical experience (15 min)\n- Patient safety and escalation (15 min)\n- Teamwork (15 min)\n- Questions from the candidate (10 min)',
    });
    const scorecard = await t.factories.scorecard(a.user.id, {
      title: 'Ward nurse',
      content:
        'Clinical judgement\n- Recognises deterioration early and escalates appropriately\nProfessional standards\n- Holds an active RN licence and current life support certification',
    });
    const resume = await buildPdf([
      [
        'Grace Okafor, RN, BSN',
        'grace.okafor@example.com | Dallas, TX',
        'Staff nurse, Mercy General, 2021 to date',
      ],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/quick-create/generate',
      headers: a.headers,
      payload: quickCreateForm(
        {
          jobRole: 'Registered Nurse',
          interviewType: 'Recruiter screen',
          jobDescription: JOB,
          interviewExpectations: 'Probe how she escalates a deteriorating patient.',
          agendaTemplate: { type: 'existing', existingId: agenda.id },
          scorecardTemplate: { type: 'existing', existingId: scorecard.id },
          minDuration: 20,
          maxDuration: 30,
        },
        { resume },
      ),
    });
    expect(res.statusCode).toBe(200);
    out = res.json();
  });

  it('reads a name written with credentials', () => {
    expect(out.candidateName).toBe('Grace Okafor');
  });

  it('never cuts or shortens what the expectations ask to probe, and fits the rest to the time', () => {
    const probed = out.agenda.items.find((i) => i.title === 'Patient safety and escalation');
    expect(probed).toMatchObject({ duration: 15 });
    expect(probed?.change_type).not.toBe('REMOVED');
    expect(probed?.change_reason).toContain('Probe how she escalates a deteriorating patient');
    const kept = out.agenda.items.filter((i) => i.change_type !== 'REMOVED');
    const total = kept.reduce((n, i) => n + (i.duration ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(total).toBeLessThanOrEqual(30);
  });

  it('turns requirements into observable criteria with guidance fitting their kind, without repeating the template', () => {
    const criteria = all(out.scorecard.items).filter((i) => i.children.length === 0);
    const titles = criteria.map((c) => c.title);
    // The template already rates the licence: no second licence criterion.
    expect(titles.filter((t) => /licen[cs]e/i.test(t))).toEqual([
      'Holds an active RN licence and current life support certification',
    ]);
    for (const c of criteria.filter((c) => c.change_type === 'ADDED'))
      expect(c.content, c.title).not.toContain('Ask for a concrete example');
    const shifts = criteria.find((c) => /12-hour shifts/.test(c.title));
    expect(shifts?.title).toBe('Can work 12-hour shifts including nights');
    expect(shifts?.content).toMatch(/^Ask directly and in the job’s terms/);
    const years = criteria.find((c) => /two years/.test(c.title));
    expect(years?.content).toMatch(/^Confirm the years from the resume/);
    const escalates = criteria.find((c) => c.title.startsWith('Recognises deterioration'));
    expect(escalates).toMatchObject({ change_type: 'MODIFIED' });
    expect(escalates?.content).toContain('Your expectations ask to probe this');
  });
});
