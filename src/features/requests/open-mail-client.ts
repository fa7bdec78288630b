// Ships to browsers. Hands a mailto: link to the visitor's mail program (docs/product.md §7 mail fallback).

/** Opens the mail program; a module of its own so island tests can watch the navigation. */
export function openMailClient(url: string): void {
  window.location.href = url;
}
