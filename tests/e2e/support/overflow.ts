import type { Page } from 'playwright-core';

/**
 * How far the page is wider than the window (0 when it fits: `scrollWidth <= innerWidth`), and,
 * when it is not, the outermost elements that reach past the right edge, to name the culprit.
 */
export async function pageOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess <= 0) return { excess: 0, culprits: [] };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`;
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1);
    // The innermost ones: elements past the edge none of whose children are.
    const innermost = past.filter((element) => ![...element.children].some((child) => past.includes(child)));
    return { excess, culprits: innermost.slice(0, 4).map(describe) };
  });
}
