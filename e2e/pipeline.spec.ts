import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import { pipelineScreens, seedOtherCompany } from './fixtures/pipeline.ts';
import type { RunningServer } from './fixtures/server.ts';

const TIME_ZONE = 'America/Los_Angeles';
/** Today as the recruiter's calendar shows it, e.g. "Nov 21, 2026". */
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date());

/**
 * The hiring pipeline of spec 001 §2 (issue 3), end to end: a company, its job opening, a
 * candidate and their application are made through the screens; a second company's records are
 * seeded through the API so that every search and filter has something to leave out.
 */
describe('the hiring pipeline', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  const ids = { company: '', job: '', candidate: '', application: '' };

  productJourney({ signInAt: '/companies', context: { timezoneId: TIME_ZONE } }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    await seedOtherCompany(page, server.url);
  });

  const { main, toast, heading, expectCards, idFromPath, detailValue, tile, expectNoAxeViolations } =
    pipelineScreens(() => page);

  it('creates a company and lands on its detail page', async () => {
    await page.goto(`${server.url}/companies`);
    await heading('Companies').waitFor();
    await page.getByText('Manage your client companies and their job openings').waitFor();
    await page.getByRole('link', { name: 'Add Company' }).click();
    await heading('Add Company').waitFor();

    await page.getByRole('button', { name: 'Create Company' }).click();
    await page.getByText('Company name is required').waitFor();

    await page.getByLabel('Company Name *').fill('Northwind Robotics');
    await page.getByLabel('Industry').fill('Robotics');
    await page.getByLabel('Website').fill('https://northwind.example');
    await page.getByLabel('Contact Email').fill('jobs@northwind.example');
    await page.getByLabel('Contact Phone').fill('+1 555 0100');
    await page.getByLabel('Description').fill('Warehouse robots and the people who build them.');
    await page.getByRole('button', { name: 'Create Company' }).click();

    await toast('Company Created').waitFor();
    await heading('Northwind Robotics').waitFor();
    ids.company = idFromPath('companies');
    await page.getByText('No job openings yet.').waitFor();
    await expectNoAxeViolations();
  });

  it('adds a job opening from the company page, with the company prefilled', async () => {
    await page.getByRole('link', { name: 'Add Job Opening' }).click();
    await heading('Add Job Opening').waitFor();
    expect(new URL(page.url()).searchParams.get('companyId')).toBe(ids.company);
    const company = page.getByLabel('Company *');
    await expect.poll(() => company.inputValue()).toBe(ids.company);
    expect(await company.locator('option:checked').textContent()).toBe('Northwind Robotics');

    await page.getByRole('button', { name: 'Create Job Opening' }).click();
    await page.getByText('Job title is required').waitFor();
    await screenshot(page, 'pipeline-job-form-errors');
    await expectNoAxeViolations();

    await page.getByLabel('Job Title *').fill('Robotics Engineer');
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByLabel('Salary Range').fill('€70k – €90k');
    await page.getByLabel('Application Deadline').fill('2030-01-15');
    await page.getByLabel('Description').fill('Build the control software of our picking robots.');
    await page.getByRole('button', { name: 'Create Job Opening' }).click();

    await toast('Job opening created successfully').waitFor();
    expect(await toast('Job opening created successfully').textContent()).toContain('Success');
    await heading('Robotics Engineer').waitFor();
    ids.job = idFromPath('jobs');
    await main().getByRole('link', { name: 'Northwind Robotics' }).first().waitFor();
    await page.getByText('No applications for this job opening yet.').waitFor();
    expect(await detailValue('Application Deadline').textContent()).toBe('Jan 15, 2030');
    await expectNoAxeViolations();

    await page.goto(`${server.url}/companies/${ids.company}`);
    await main().getByRole('link', { name: 'Robotics Engineer' }).waitFor();
    await expectNoAxeViolations();
    await screenshot(page, 'pipeline-company-detail');
  });

  it('creates a candidate after refusing an empty form', async () => {
    await page.goto(`${server.url}/candidates`);
    await heading('Candidates').waitFor();
    await page.getByRole('link', { name: 'Add Candidate' }).click();
    await heading('Add Candidate').waitFor();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Candidate' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await page.getByText('Please enter a valid email').waitFor();
    expect(await page.getByLabel('First Name *').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await page.getByLabel('First Name *').fill('Ada');
    await page.getByLabel('Last Name *').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@lovelace.example');
    await page.getByLabel('Current Company').fill('Analytical Engines');
    await page.getByLabel('Current Title').fill('Programmer');
    await page.getByLabel('Experience Level').selectOption('mid-level');
    await page.getByLabel('Skills').fill('Mathematics, Python, Rust, Technical Writing');
    await page.getByLabel('Portfolio URL').fill('https://ada.example');
    await page.getByRole('button', { name: 'Create Candidate' }).click();

    await toast('Candidate created successfully').waitFor();
    expect(await toast('Candidate created successfully').textContent()).toContain('Success');
    await heading('Ada Lovelace').waitFor();
    ids.candidate = idFromPath('candidates');
    await expectNoAxeViolations();
  });

  it('adds an application from the candidate page and lands on it', async () => {
    await page.getByRole('link', { name: 'Add Application' }).first().click();
    await heading('New Application').waitFor();
    const candidate = page.getByLabel('Candidate *');
    await expect.poll(() => candidate.inputValue()).toBe(ids.candidate);
    await expect.poll(() => candidate.locator('option:checked').textContent()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Status').inputValue()).toBe('applied');

    await page.getByRole('button', { name: 'Create Application' }).click();
    await page.getByText('Please select a job opening').waitFor();
    await expectNoAxeViolations();

    const job = page.getByLabel('Job Opening *');
    await job.selectOption({ label: 'Robotics Engineer — Northwind Robotics' });
    await page.getByLabel('Source').fill('Referral');
    await page.getByLabel('Notes').fill('Met at the robotics meetup.');
    await page.getByRole('button', { name: 'Create Application' }).click();

    await toast('Application created successfully').waitFor();
    await heading('Ada Lovelace').waitFor();
    ids.application = idFromPath('applications');
    await page.getByText('Robotics Engineer at Northwind Robotics').first().waitFor();
    await main().getByText('Applied', { exact: true }).first().waitFor();
    // The default application date is the recruiter's today, and it reads back as that day.
    expect(await detailValue('Applied Date').textContent()).toBe(today());
    await expectNoAxeViolations();
    await screenshot(page, 'pipeline-application-detail');

    await page.goto(`${server.url}/candidates/${ids.candidate}`);
    await main()
      .getByRole('link', { name: /Robotics Engineer/ })
      .first()
      .waitFor();
    await expectNoAxeViolations();
    await screenshot(page, 'pipeline-candidate-detail');
    await page.goto(`${server.url}/jobs/${ids.job}`);
    await main().getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    await expectNoAxeViolations();
    await screenshot(page, 'pipeline-job-detail');
  });

  it('changes the status inline in the Table view of /applications', async () => {
    await page.goto(`${server.url}/applications`);
    await heading('Applications Dashboard').waitFor();
    await expectCards(['Ada Lovelace', 'Grace Hopper']);
    await screenshot(page, 'pipeline-applications-cards');
    await expectNoAxeViolations();

    // A row's menu is built when first opened (from the keyboard here) and placed under its button.
    const actions = page.getByRole('button', { name: /^Actions for Ada Lovelace/ });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'View Candidate' }).waitFor();
    expect(await actions.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Details');
    await screenshot(page, 'pipeline-application-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Applications' });
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual([
      'Candidate',
      'Job Position',
      'Company',
      'Status',
      'Applied Date',
      'Source',
      'Actions',
    ]);
    const status = table.getByLabel('Status of Ada Lovelace for Robotics Engineer');
    expect(await status.inputValue()).toBe('applied');
    await status.selectOption('interviewing');
    await toast('Application updated successfully').waitFor();
    await expect.poll(() => status.isDisabled()).toBe(false);
    expect(await status.inputValue()).toBe('interviewing');
    await expect.poll(() => tile('In Review')).toBe('2');
    await screenshot(page, 'pipeline-applications-table');
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Cards' }).click();
    const adaCard = main().locator('ul > li').filter({ hasText: 'Ada Lovelace' });
    const badge = adaCard.locator('[data-colour]');
    expect(await badge.textContent()).toBe('Interviewing');
    expect(await badge.getAttribute('data-colour')).toBe('orange');

    await page.goto(`${server.url}/applications/${ids.application}`);
    await main().getByText('Interviewing', { exact: true }).waitFor();
  });

  it('edits the application in place and keeps its date', async () => {
    await page.goto(`${server.url}/applications/${ids.application}`);
    await heading('Ada Lovelace').waitFor();
    await main().getByRole('button', { name: 'Edit' }).click();
    await heading('Edit Application').waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('interviewing');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await heading('Ada Lovelace').waitFor();

    await main().getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Status').selectOption('offer');
    await page.getByLabel('Notes').fill('Offer drafted after the onsite.');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Application updated successfully').waitFor();
    await heading('Ada Lovelace').waitFor();
    expect(await detailValue('Status').textContent()).toBe('Offer');
    expect(await detailValue('Notes').textContent()).toBe('Offer drafted after the onsite.');
    expect(await detailValue('Applied Date').textContent()).toBe(today());

    // Back to interviewing, as the filters below expect.
    await main().getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Status').selectOption('interviewing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => detailValue('Status').textContent()).toBe('Interviewing');
  });

  it('searches the companies by name', async () => {
    await page.goto(`${server.url}/companies`);
    await expectCards(['Northwind Robotics', 'Contoso Health']);
    await screenshot(page, 'pipeline-companies');
    await expectNoAxeViolations();

    const search = page.getByRole('searchbox', { name: 'Search companies' });
    await search.fill('NORTH');
    await expectCards(['Northwind Robotics']);
    await search.fill('healthcare');
    await expectCards(['Contoso Health']);
    await search.fill('globex');
    await page.getByText('No companies found').waitFor();
    await page.getByText('No companies match "globex". Try a different search term.').waitFor();
    await expectNoAxeViolations();
  });

  it('filters the job openings by status and searches them', async () => {
    await page.goto(`${server.url}/jobs`);
    await heading('Job Openings').waitFor();
    await expectCards(['Robotics Engineer', 'Data Analyst']);
    await expect.poll(() => tile('Total Jobs')).toBe('2');
    expect(await tile('Active Jobs')).toBe('1');
    await screenshot(page, 'pipeline-jobs');
    await expectNoAxeViolations();

    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('paused');
    await expectCards(['Data Analyst']);
    await status.selectOption('active');
    await expectCards(['Robotics Engineer']);
    await status.selectOption('');
    const search = page.getByRole('searchbox', { name: 'Search job openings' });
    await search.fill('lisbon');
    await expectCards(['Robotics Engineer']);
    await search.fill('contoso');
    await expectCards(['Data Analyst']);
    await status.selectOption('filled');
    await page.getByText('No matching job openings').waitFor();
    await expectNoAxeViolations();

    await page.goto(`${server.url}/jobs?companyId=${ids.company}`);
    await expectCards(['Robotics Engineer']);
  });

  it('filters the candidates by experience and searches them', async () => {
    await page.goto(`${server.url}/candidates`);
    await expectCards(['Ada Lovelace', 'Grace Hopper']);
    await expect.poll(() => tile('Total Candidates')).toBe('2');
    expect(await tile('Senior Level')).toBe('1');
    expect(await tile('With Portfolio')).toBe('1');
    const ada = main().locator('ul > li').filter({ hasText: 'Ada Lovelace' });
    await ada.getByText('+1 more').waitFor();
    await screenshot(page, 'pipeline-candidates');
    await expectNoAxeViolations();

    const experience = page.getByLabel('Experience', { exact: true });
    await experience.selectOption('senior-level');
    await expectCards(['Grace Hopper']);
    await experience.selectOption('mid-level');
    await expectCards(['Ada Lovelace']);
    await experience.selectOption('');
    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill('lovelace');
    await expectCards(['Ada Lovelace']);
    await search.fill('admiral');
    await expectCards(['Grace Hopper']);
    await experience.selectOption('executive');
    await page.getByText('No candidates found').waitFor();
    await expectNoAxeViolations();
  });

  it('filters the applications by status and searches them', async () => {
    await page.goto(`${server.url}/applications`);
    await expectCards(['Ada Lovelace', 'Grace Hopper']);
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('interviewing');
    await expectCards(['Ada Lovelace']);
    await status.selectOption('screening');
    await expectCards(['Grace Hopper']);
    await status.selectOption('');
    const source = page.getByLabel('Source', { exact: true });
    await source.selectOption('Referral');
    await expectCards(['Ada Lovelace']);
    await source.selectOption('');
    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.fill('grace@hopper');
    await expectCards(['Grace Hopper']);
    await search.fill('northwind');
    await expectCards(['Ada Lovelace']);
    await search.fill('robotics engineer');
    await expectCards(['Ada Lovelace']);
    await status.selectOption('hired');
    await page.getByText('No matching applications').waitFor();
    await expectNoAxeViolations();
  });

  it('deletes the company after the "Delete Company" confirmation', async () => {
    await page.goto(`${server.url}/companies`);
    await expectCards(['Northwind Robotics', 'Contoso Health']);
    await page.getByRole('button', { name: 'Delete Northwind Robotics' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Delete Company' }).waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('All associated job openings and applications will also be removed.');
    expect(text).toContain('This action cannot be undone.');
    await screenshot(page, 'pipeline-delete-company');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await toast('Company Deleted').waitFor();
    await expectCards(['Contoso Health']);
  });

  it('removed the company’s job opening and its application with it', async () => {
    await page.goto(`${server.url}/jobs`);
    await expectCards(['Data Analyst']);
    await page.goto(`${server.url}/applications`);
    await expectCards(['Grace Hopper']);
    await page.goto(`${server.url}/companies/${ids.company}`);
    await page.getByText('Company not found or failed to load.').waitFor();
    await page.goto(`${server.url}/applications/${ids.application}`);
    await page.getByText('Application not found or failed to load.').waitFor();
    // The candidate stays; only their application went.
    await page.goto(`${server.url}/candidates/${ids.candidate}`);
    await heading('Ada Lovelace').waitFor();
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
