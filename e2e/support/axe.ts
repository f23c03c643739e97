import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's findings of any impact on the page, or inside `selector`: each as its impact, its rule and where. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // @axe-core/playwright types its page with its own playwright-core (a newer minor): the same API.
  const builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations.map(
    (violation) => `${violation.impact} ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
