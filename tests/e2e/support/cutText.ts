import type { Page } from 'playwright-core';

/**
 * Menu items and field labels whose words are cut (an ellipsis, or hidden past the box's edge:
 * scrollWidth > clientWidth) with nothing that shows the whole text (a title or an aria-label
 * holding it, as a tooltip sets).
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = '[role="menuitem"], [role="menuitem"] *, label, legend, .MuiFormLabel-root, .MuiInputLabel-root';
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.visibility !== 'hidden';
    };
    const cuts = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const hides = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      return hides && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
    };
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const whole = (element: Element) => {
      const words = text(element);
      for (let at: Element | null = element; at; at = at.parentElement) {
        if ([at.getAttribute('title'), at.getAttribute('aria-label')].some((value) => value?.includes(words))) return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => text(element) !== '' && shown(element) && cuts(element) && !whole(element))
      .map((element) => text(element));
  });
}
