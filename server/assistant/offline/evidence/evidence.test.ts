import { describe, expect, it } from 'vitest';
import { answerNote } from './answer-notes.ts';
import { profileCriterion } from './criteria.ts';
import { matchCriterion } from './match.ts';
import { draftSections, type HeardAnswer } from './section-drafts.ts';
import { readAnswer } from './statements.ts';

const SEPSIS =
  'At my 2 a.m. observations her NEWS2 had gone from 3 to 7: heart rate 118, blood pressure 92 over 50, and she was newly confused. I escalated straight to the registrar and put out a sepsis call. I took bloods and cultures, her lactate came back at 4.1, and she had IV antibiotics within 30 minutes and a fluid bolus.';

const NURSE_CARD = [
  {
    id: 'deterioration',
    title: 'Recognises deterioration early and escalates appropriately',
    parentTitle: 'Clinical judgement',
  },
  {
    id: 'sepsis',
    title: 'Follows the sepsis pathway and safe medication practice',
    parentTitle: 'Clinical judgement',
  },
  {
    id: 'families',
    title: 'Communicates with patients and families with compassion',
    parentTitle: 'Patient care',
  },
  {
    id: 'licence',
    title: 'Holds an active RN licence and current life support certification',
    parentTitle: 'Professional standards',
  },
].map((s) => ({ ...s, guidance: '', evidence: [] }));

let seq = 0;
const heard = (text: string): HeardAnswer => {
  seq += 1;
  return {
    text,
    seq,
    chunkId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    timestamp: `2026-03-02T10:${String(seq).padStart(2, '0')}:00.000Z`,
  };
};
const matches = (criterion: string, answer: string) =>
  readAnswer(answer).flatMap((s) => matchCriterion(profileCriterion({ id: 'c', title: criterion }), s) ?? []);

describe('evidence by meaning', () => {
  it('does not take shared words for evidence: a team of engineers says nothing of explaining trade-offs to non-engineers', () => {
    const criterion = 'Communicates trade-offs to non-engineers';
    expect(matches(criterion, 'I lead a team of six engineers on the payments platform.')).toEqual([]);
    const explained = matches(
      criterion,
      'I explained the trade-off to our finance director in plain terms: ship in March with manual invoicing, or in May fully automated.',
    );
    expect(explained).toHaveLength(1);
    expect(matches('Leadership', 'I lead a team of six engineers on the payments platform.')).toHaveLength(1);
  });

  it('reads a clinical answer under the clinical criteria, each line quoting it with the moment it was said', () => {
    const answer = heard(SEPSIS);
    const { drafts } = draftSections(NURSE_CARD, [answer]);
    expect(drafts.map((d) => d.id).sort()).toEqual(['deterioration', 'sepsis']);
    for (const draft of drafts) {
      expect(draft.evidence.length).toBeGreaterThan(0);
      for (const e of draft.evidence) {
        expect(SEPSIS).toContain(e.quote);
        expect(e).toMatchObject({ chunkId: answer.chunkId, seq: answer.seq, timestamp: answer.timestamp });
        expect(draft.content).toContain(`- ${e.line}`);
        expect(e.line).toContain(`“${e.quote}”`);
      }
    }
    const deterioration = drafts.find((d) => d.id === 'deterioration');
    expect(deterioration?.evidence.map((e) => e.strength)).toContain('strong');
    expect(deterioration?.content).toContain('I escalated straight to the registrar');
  });

  it('puts each quote under one criterion when it knows what the answer was given to', () => {
    const answer = heard(SEPSIS);
    const context = (topic: string) => () => ({
      asked: 'Tell me about a patient who got worse on your shift.',
      before: '',
      topic,
      turn: 'after 1',
    });
    const placed = (topic: string) => {
      const { drafts } = draftSections(NURSE_CARD, [answer], context(topic));
      const quotes = drafts.flatMap((d) => d.evidence.map((e) => e.quote));
      expect(new Set(quotes).size).toBe(quotes.length);
      return drafts.map((d) => d.id);
    };
    expect(placed('Spotting deterioration. Early warning scores, escalation')).toEqual(['deterioration']);
    expect(placed('Sepsis and medicines. The sepsis pathway, antibiotics, safe medication')).toContain(
      'sepsis',
    );
  });

  it('takes nothing said under the welcome and introductions item for evidence', () => {
    const intro = () => ({
      asked: 'Start wherever you like.',
      before: '',
      topic: 'Welcome and background. ',
      turn: 'after 1',
    });
    expect(draftSections(NURSE_CARD, [heard(SEPSIS)], intro).drafts).toEqual([]);
  });

  it('never takes pleasantries, the candidate’s questions or a polite refusal for evidence', () => {
    const card = [{ id: 'x', title: 'Communicates clearly with the team', guidance: '', evidence: [] }];
    const talk = [
      'Sounds great, thanks.',
      'How is the rota organised, and how much notice do you get of your shifts?',
      "I'd prefer not to go into my age, but I'm comfortable in a team of any age.",
    ].map(heard);
    expect(draftSections(card, talk).drafts).toEqual([]);
    expect(readAnswer(talk[2]?.text ?? '').map((s) => s.kind)).toEqual(['deflection']);
    expect(talk.flatMap((t) => answerNote(readAnswer(t.text), [])?.content ?? [])).toEqual([]);
  });

  it('hears a gap owned up to, and not a clean record', () => {
    const hedged = (text: string) => readAnswer(text).some((s) => s.hedge);
    for (const gap of [
      'Honestly, that’s my weak spot on the night shift.',
      'I’ve never applied it to real data, so I couldn’t walk you through it.',
      'I’d want someone to go out with me the first time.',
      'I’ve not done enough to be quick with it.',
      'I haven’t got an NPORS or CPCS card, so I’d need to do the course.',
      'I’ve never built a dashboard in Power BI, so that’s a gap.',
      'I’d want to work alongside someone who has done a lot of it.',
      'When the desk is busy I let it slide, and I haven’t found a good way to protect the time yet.',
    ])
      expect(hedged(gap), gap).toBe(true);
    for (const record of [
      'I’ve never had an accident in eight years.',
      'I’ve never missed a delivery slot.',
      'I haven’t got a single complaint on file.',
    ])
      expect(hedged(record), record).toBe(false);
  });

  it('reads a redirect as a refusal: rather talk about the job, or asking to go on', () => {
    const kinds = (text: string) => readAnswer(text).map((s) => s.kind);
    expect(kinds("I'd rather focus on what this role pays, if that's ok.")).toEqual(['deflection']);
    expect(kinds("I'd sooner keep to the job, if that's alright - I'm living in Kingswood now.")).toEqual([
      'deflection',
    ]);
    expect(kinds('Can we keep going with the call-taking part?')).toContain('deflection');
    expect(kinds("I'd rather keep my personal life out of the interview, if that's okay.")).toEqual([
      'deflection',
    ]);
    expect(kinds('I would rather use the torque wrench than guess.')).toEqual(['substantive']);
  });

  it('reads giving one’s name and the journey in as introductions, not evidence', () => {
    const kinds = (text: string) => readAnswer(text).map((s) => s.kind);
    expect(
      kinds(
        "I'm Chloe Marsh, I'm a veterinary care coordinator with the PetWell Group, at their Keynsham site.",
      ),
    ).toEqual(['pleasantry']);
    expect(kinds('Luca Moretti, technical lead at DriveRight Fleet Solutions.')).toEqual(['pleasantry']);
    expect(kinds("Yeah, great, thanks Phil, traffic on the ring road was a nightmare but I'm here.")).toEqual(
      ['pleasantry'],
    );
    // Names in what was done are no introduction.
    expect(kinds('Kafka Streams handled the joins, so I tuned the state stores.')).toEqual(['substantive']);
    expect(kinds('Mrs Patel was on the ward when I escalated her NEWS score of 7.')).toEqual(['substantive']);
  });

  it('takes a vague answer as weak evidence, never a strength', () => {
    const [vague] = readAnswer('We improved things quite a bit on the results side.');
    expect(vague?.vague).toBe(true);
    const found = matches('Impact and results', 'We improved things quite a bit on the results side.');
    expect(found.map((m) => m.strength)).toEqual(['weak']);
    const { drafts } = draftSections(
      [{ id: 'r', title: 'Impact and results', guidance: '', evidence: [] }],
      [heard('We improved things quite a bit on the results side.')],
    );
    expect(drafts[0]?.content).toMatch(/^- Vague on results, no specifics: “/);
  });

  it('reads a criterion’s guidance: a licence is matched by what verifies it', () => {
    const profile = profileCriterion({
      id: 'l',
      title: 'Registration',
      guidance: 'Verify the nursing licence number and its expiry date',
    });
    expect(profile.concepts).toContain('credential');
    const [statement] = readAnswer('My licence is active in Texas and I renewed it until 2027.');
    expect(statement && matchCriterion(profile, statement)).toBeDefined();
  });

  it('keeps the strongest four lines of a section, in the order they were said', () => {
    const card = [{ id: 'e', title: 'Escalates concerns', guidance: '', evidence: [] }];
    const answers = [
      'I escalated to the registrar when her NEWS2 hit 7.',
      'I would escalate if I was worried, I think.',
      'I called the outreach team after 30 minutes because the registrar had not come.',
      'I escalated a falls risk to the nurse in charge at handover.',
      'I flagged it to the charge nurse and documented the time of each call.',
      'I escalated to the rapid response team within five minutes of the NEWS2 reaching 7.',
    ].map(heard);
    const first = draftSections(card, answers.slice(0, 3)).drafts[0];
    const second = draftSections(
      [{ ...card[0], evidence: first?.evidence ?? [] } as (typeof card)[0]],
      answers.slice(3),
    ).drafts[0];
    expect(second?.evidence).toHaveLength(4);
    const seqs = second?.evidence.map((e) => e.seq) ?? [];
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(second?.content.split('\n')).toHaveLength(4);
  });

  it('notes what a clinical answer shows, tagged with the criteria it speaks to', () => {
    const profiles = NURSE_CARD.map(profileCriterion);
    const note = answerNote(readAnswer(SEPSIS), profiles);
    expect(note?.tags).toContain('Recognises deterioration early and escalates appropriately');
    expect(SEPSIS).toContain(note?.content.replace(/…$/, ''));
  });
});
