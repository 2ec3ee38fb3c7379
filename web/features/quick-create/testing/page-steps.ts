import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { json, type StubRequest } from '#web/test/fetch-stub.ts';

export const jobRoleField = () => screen.getByLabelText('Job Role *');
export const minSlider = () => screen.getByRole('slider', { name: 'Minimum Duration' });
export const maxSlider = () => screen.getByRole('slider', { name: 'Maximum Duration' });
export const generateButton = () => screen.getByRole('button', { name: /^(Generate|Generating\.\.\.)$/ });

/** Moves a range input (user-event cannot drag). */
export const slide = (slider: HTMLElement, minutes: number) =>
  fireEvent.change(slider, { target: { value: String(minutes) } });

/** Types the job role and generates; the server answers with `output` as plain JSON. */
export async function generateWith(user: UserEvent, jobRole = 'Senior Backend Engineer') {
  await user.type(jobRoleField(), jobRole);
  await user.click(generateButton());
  await screen.findByRole('heading', { level: 2, name: 'Review Generated Content' });
}

/** The multipart body of a generate request: the parsed `data` JSON and the files. */
export function multipartOf(request: StubRequest | undefined) {
  const body = request?.init?.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  const data = body.get('data');
  return {
    data: typeof data === 'string' ? (JSON.parse(data) as unknown) : undefined,
    resume: body.get('resume'),
    linkedinProfile: body.get('linkedinProfile'),
    fields: [...body.keys()],
  };
}

export const answerWith = (output: unknown) => () => json(200, output);

/** A part of the review by its heading, e.g. "Agenda Review". */
export const region = (name: string) => screen.getByRole('region', { name });
/** One reviewed item (its children included) of a part of the review. */
export const item = (section: string, title: string) =>
  within(region(section)).getByRole('article', { name: title });
/** The review state an item shows: Pending, Accepted, Edited or Kept. */
export const statusOf = (section: string, title: string) =>
  item(section, title).querySelector('[data-status]')?.textContent;
