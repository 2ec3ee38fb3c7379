import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KIT_NOT_A_KIT, KIT_UNREADABLE, type KitPreview } from '#contracts/kits.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const KIT = {
  format: 'interview-hub/kit',
  version: 1,
  kind: 'scorecard',
  scorecard: { title: 'Backend onsite' },
};
const NEW_ID = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const preview: KitPreview = {
  kind: 'scorecard',
  parts: [{ type: 'scorecard', title: 'Backend onsite (imported)', renamedFrom: 'Backend onsite', items: 3 }],
};

const file = (text: string) => new File([text], 'backend.scorecard.kit.json', { type: 'application/json' });

describe('kit import', () => {
  it('previews the file, lets the clashing title be changed, then imports and opens the record', async () => {
    const stub = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/interview-setup/scorecards': () => json(200, []),
      'POST /api/interview-setup/kits/preview': () => json(200, preview),
      'POST /api/interview-setup/kits/import': ({ body }) => {
        const title = (body as { titles: { scorecard: string } }).titles.scorecard;
        return json(201, { kind: 'scorecard', parts: [{ ...preview.parts[0], title, id: NEW_ID }] });
      },
      [`GET /api/interview-setup/scorecards/${NEW_ID}`]: () =>
        apiError(404, 'not_found', 'Scorecard not found'),
    });
    const { user, location } = renderApp('/scorecards');
    await user.click(await screen.findByRole('button', { name: 'Import Kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Interview Kit' });
    await user.upload(within(dialog).getByLabelText('Kit file'), file(JSON.stringify(KIT)));

    const created = await within(dialog).findByRole('region', { name: 'What will be created' });
    expect(within(created).getByText(/You already have one named "Backend onsite"/)).toBeInTheDocument();
    const title = within(created).getByRole('textbox', { name: /Scorecard/ });
    expect(title).toHaveValue('Backend onsite (imported)');
    expect(stub.sent('POST /api/interview-setup/kits/import')).toHaveLength(0);
    await user.clear(title);
    await user.type(title, 'Backend onsite v2');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`/scorecards/${NEW_ID}`));
    expect(stub.sent('POST /api/interview-setup/kits/import')[0]?.body).toEqual({
      kit: KIT,
      titles: { scorecard: 'Backend onsite v2' },
    });
  }, 20_000);

  it("says why a file cannot be imported: damaged JSON, or the server's message", async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/interview-setup/agendas': () => json(200, []),
      'POST /api/interview-setup/kits/preview': () => apiError(400, 'validation_failed', KIT_NOT_A_KIT),
    });
    const { user } = renderApp('/agendas');
    await user.click(await screen.findByRole('button', { name: 'Import Kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Interview Kit' });
    await user.upload(within(dialog).getByLabelText('Kit file'), file('{"format": "interview-hub/kit", '));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KIT_UNREADABLE);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Kit file'), file('{"hello": "world"}'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KIT_NOT_A_KIT);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  }, 20_000);
});
