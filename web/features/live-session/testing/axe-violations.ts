import axe from 'axe-core';

/**
 * axe-core's violations in the rendered page, as readable lines. Contrast is left to the browser
 * journeys (jsdom does not paint), and landmarks to the app shell, which holds the page's `main`.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const { violations } = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
