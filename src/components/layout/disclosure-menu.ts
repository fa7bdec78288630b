// Runs in the browser. Progressive enhancement of the header's native <details> menus:
// Escape closes and returns focus to the toggle, a click or focus outside closes, and only one is open.

const SELECTOR = 'details[data-disclosure-menu]';

/** Closes `menu` and, when asked, puts focus back on its <summary>. */
function closeMenu(menu: HTMLDetailsElement, returnFocus: boolean): void {
  if (!menu.open) return;
  menu.open = false;
  if (returnFocus) menu.querySelector('summary')?.focus();
}

/** Wires every header menu of the page once. */
export function enhanceDisclosureMenus(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>(SELECTOR)];

  for (const menu of menus) {
    menu.addEventListener('toggle', () => {
      if (menu.open)
        menus.filter((other) => other !== menu).forEach((other) => closeMenu(other, false));
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.open) {
        event.preventDefault();
        closeMenu(menu, true);
      }
    });
    menu.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next)) closeMenu(menu, false);
    });
  }

  document.addEventListener('click', (event) => {
    const target = event.target;
    for (const menu of menus) {
      if (target instanceof Node && !menu.contains(target)) closeMenu(menu, false);
    }
  });
}
