import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_NEWER_VERSION, KIT_NOT_A_KIT, type Kit, type KitPreview } from '#contracts/kits.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const base = '/api/interview-setup';

describe('interview kits', () => {
  const t = useTestApp();
  let lead: SignedIn;
  let colleague: SignedIn;
  let templateId = '';

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (who: SignedIn, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  const exportKit = async (who: SignedIn, path: string) => {
    const res = await get(who, `${base}/${path}/kit`);
    expect(res.statusCode).toBe(200);
    return res;
  };
  /** The file without its moment of export: what a round trip must keep exactly. */
  const body = (kit: Kit) => {
    const { exportedAt: _, ...rest } = kit;
    return rest;
  };

  beforeAll(async () => {
    lead = await t.factories.user();
    colleague = await t.factories.user();
    const scorecard = await t.factories.scorecard(lead.user.id, {
      title: 'Backend onsite',
      description: 'For senior backend hires',
      content: 'Technical depth\n- Explains trade-offs\n- Knows the tools\nCommunication\n- Clear answers',
      source: 'generated',
      jobDescription: 'Build the data services',
    });
    const agenda = await t.factories.agenda(lead.user.id, {
      title: 'Backend loop',
      content:
        '- Introductions (5 min)\n- System design (40 min)\n  - Scaling reads (10 min)\n- Questions (10 min)',
      timeRangeMin: 45,
      timeRangeMax: 75,
      selectedScorecardId: scorecard.id,
    });
    const template = await t.factories.interviewTemplate(lead.user.id, {
      title: 'Senior backend',
      description: 'Two hours, on site',
      rubrik: 'Hire on strong technical depth',
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    templateId = template.id;
  });

  it('exports a template with its scorecard and agenda as a versioned, named download', async () => {
    const res = await exportKit(lead, `interview-templates/${templateId}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="senior-backend.interview-template.kit.json"',
    );
    const kit = res.json() as Kit;
    expect(kit).toMatchObject({
      format: 'interview-hub/kit',
      version: 1,
      kind: 'interview-template',
      template: {
        title: 'Senior backend',
        description: 'Two hours, on site',
        rubrik: 'Hire on strong technical depth',
      },
      scorecard: { title: 'Backend onsite', source: 'generated', jobDescription: 'Build the data services' },
      agenda: { title: 'Backend loop', timeRangeMin: 45, timeRangeMax: 75, draftedAgainstKitScorecard: true },
    });
    expect(JSON.stringify(kit)).not.toMatch(/"id"|userId|createdAt/);
  });

  it("imports on another account exactly: the colleague's export is the same file", async () => {
    const kit = (await exportKit(lead, `interview-templates/${templateId}`)).json() as Kit;
    const preview = await post(colleague, `${base}/kits/preview`, { kit });
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as KitPreview).parts).toEqual([
      { type: 'interview-template', title: 'Senior backend', renamedFrom: null, items: 0 },
      { type: 'scorecard', title: 'Backend onsite', renamedFrom: null, items: 5 },
      { type: 'agenda', title: 'Backend loop', renamedFrom: null, items: 4 },
    ]);
    // The preview stored nothing.
    expect((await get(colleague, `${base}/scorecards`)).json()).toEqual([]);

    const imported = await post(colleague, `${base}/kits/import`, { kit });
    expect(imported.statusCode).toBe(201);
    const parts = (imported.json() as KitPreview).parts;
    const id = parts.find((p) => p.type === 'interview-template')?.id;
    const again = (await exportKit(colleague, `interview-templates/${id}`)).json() as Kit;
    expect(body(again)).toEqual(body(kit));
    // The agenda points at the imported scorecard; sessions copy the same items.
    const agendaId = parts.find((p) => p.type === 'agenda')?.id;
    const scorecardId = parts.find((p) => p.type === 'scorecard')?.id;
    expect((await get(colleague, `${base}/agendas/${agendaId}`)).json().selectedScorecardId).toBe(
      scorecardId,
    );
  });

  it('never overwrites: a clash gets a new title, or the one the person chose', async () => {
    const kit = (await exportKit(lead, `interview-templates/${templateId}`)).json() as Kit;
    const before = (await get(lead, `${base}/scorecards`)).json().length;
    const preview = (await post(lead, `${base}/kits/preview`, { kit })).json() as KitPreview;
    expect(preview.parts.map((p) => [p.title, p.renamedFrom])).toEqual([
      ['Senior backend (imported)', 'Senior backend'],
      ['Backend onsite (imported)', 'Backend onsite'],
      ['Backend loop (imported)', 'Backend loop'],
    ]);
    await post(lead, `${base}/kits/import`, { kit });
    const second = (
      await post(lead, `${base}/kits/import`, { kit, titles: { scorecard: 'Backend onsite v2' } })
    ).json() as KitPreview;
    expect(second.parts.map((p) => p.title)).toEqual([
      'Senior backend (imported 2)',
      'Backend onsite v2',
      'Backend loop (imported 2)',
    ]);
    const scorecards = (await get(lead, `${base}/scorecards`)).json() as { title: string; content: string }[];
    expect(scorecards.length).toBe(before + 2);
    // The original is untouched.
    expect(scorecards.filter((s) => s.title === 'Backend onsite')).toHaveLength(1);
  });

  it('exports and imports a scorecard or an agenda alone', async () => {
    const scorecard = await t.factories.scorecard(lead.user.id, { title: 'Phone screen' });
    const kit = (await exportKit(lead, `scorecards/${scorecard.id}`)).json() as Kit;
    expect(kit.kind).toBe('scorecard');
    const imported = (await post(colleague, `${base}/kits/import`, { kit })).json() as KitPreview;
    const again = (await exportKit(colleague, `scorecards/${imported.parts[0]?.id}`)).json() as Kit;
    expect(body(again)).toEqual(body(kit));

    const agenda = await t.factories.agenda(lead.user.id, { title: 'Screen agenda' });
    const agendaKit = (await exportKit(lead, `agendas/${agenda.id}`)).json() as Kit;
    expect(agendaKit).toMatchObject({ kind: 'agenda', agenda: { draftedAgainstKitScorecard: false } });
    const agendaImport = (
      await post(colleague, `${base}/kits/import`, { kit: agendaKit })
    ).json() as KitPreview;
    const agendaAgain = (await exportKit(colleague, `agendas/${agendaImport.parts[0]?.id}`)).json() as Kit;
    expect(body(agendaAgain)).toEqual(body(agendaKit));
  });

  it('refuses a wrong or damaged file with a clear message, and stores nothing', async () => {
    type FullKit = Extract<Kit, { kind: 'interview-template' }>;
    const kit = (await exportKit(lead, `interview-templates/${templateId}`)).json() as FullKit;
    const refused = async (file: unknown, message: string) => {
      for (const path of ['preview', 'import']) {
        const res = await post(colleague, `${base}/kits/${path}`, { kit: file });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message } });
      }
    };
    const before = (await get(colleague, `${base}/scorecards`)).json().length;
    await refused({ hello: 'world' }, KIT_NOT_A_KIT);
    await refused('a string', KIT_NOT_A_KIT);
    await refused([kit], KIT_NOT_A_KIT);
    await refused({ ...kit, version: 2 }, KIT_NEWER_VERSION);
    await refused(
      { ...kit, scorecard: { ...kit.scorecard, title: '  ' } },
      'scorecard.title: Please provide a title for your scorecard',
    );
    await refused(
      { ...kit, agenda: { ...kit.agenda, timeRangeMin: 60, timeRangeMax: 30 } },
      'agenda.timeRangeMax: Maximum time must be greater than or equal to minimum time',
    );
    const { agenda: _, ...withoutAgenda } = kit;
    await refused(withoutAgenda, 'agenda: Invalid input: expected object, received undefined');
    await refused({ ...kit, kind: 'playbook' }, 'kind: Kind must be interview-template, scorecard or agenda');
    await refused(
      { ...kit, scorecard: { ...kit.scorecard, extra: 1 } },
      'scorecard: Unrecognized key: "extra"',
    );
    expect((await get(colleague, `${base}/scorecards`)).json().length).toBe(before);
  });

  it("answers 404 for another user's record and needs a sign-in", async () => {
    expect((await get(colleague, `${base}/interview-templates/${templateId}/kit`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/interview-templates/${templateId}/kit` }))
        .statusCode,
    ).toBe(401);
  });
});
