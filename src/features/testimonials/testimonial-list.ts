// Runs in the browser. Takes over the testimonials list the server rendered (TestimonialList.astro):
// reloads it through the shared store (src/features/testimonials/store.ts, the one the form island writes to)
// and redraws it on every change. The same testimonials keep their cards, so nothing moves; other ones
// get a new list element rather than cards pushed aside: new content does not count as a layout shift,
// moved content does (CLS 0). Cards come from the server's <template> and are filled with textContent
// only, never parsed as HTML (docs/security.md T5).
import { TESTIMONIAL_MESSAGES } from './messages';
import { STAR_CLASS, testimonialCardText } from './testimonial-card';
import type { TestimonialView } from './testimonial-view';
import {
  $testimonials,
  loadTestimonials,
  type TestimonialsMode,
  type TestimonialsState,
} from './store';

/** What TestimonialList.astro writes in its JSON data block. */
interface ListData {
  mode: TestimonialsMode;
  examples: TestimonialView[];
  /** The list the server rendered; absent when it is the examples. */
  initial?: TestimonialView[];
}

interface ListView {
  root: HTMLElement;
  status: HTMLElement;
  /** The notice saying what examples are, there while the list shows one (just before the list). */
  examplesNotice: HTMLElement | null;
  /** The list on screen (a <ul>), or the paragraph saying it is empty: `data-shown` marks either. */
  list: HTMLElement;
  /** The testimonials it shows, in order. */
  shown: readonly TestimonialView[];
  template: (name: 'loading' | 'examples-notice' | 'list' | 'empty' | 'card') => DocumentFragment;
}

const idsOf = (items: readonly TestimonialView[]) => items.map((item) => item.id).join('\n');
/** Whether two testimonials are the same (the local copy may list their fields in another order). */
const sameItem = (a: TestimonialView, b: TestimonialView | undefined) =>
  b !== undefined &&
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** A card for `item`, from the blank one: each part filled with text, the parts it lacks removed. */
function card(view: ListView, item: TestimonialView): HTMLElement {
  const element = view.template('card').firstElementChild as HTMLElement;
  const text = testimonialCardText(item);
  const part = (name: string) => element.querySelector<HTMLElement>(`[data-card="${name}"]`)!;
  const fill = (name: string, value: string | null) => {
    const target = part(name);
    if (value === null) target.remove();
    else target.textContent = value;
  };
  const stars = part('stars');
  stars.setAttribute('aria-label', text.ratingLabel);
  [...stars.children].forEach((star, index) =>
    star.setAttribute('class', text.stars[index] ? STAR_CLASS.filled : STAR_CLASS.empty),
  );
  fill('badge', text.badge);
  fill('quote', text.quote);
  fill('name', text.name);
  fill('formation', text.formation);
  fill('experience', text.experience);
  fill('submitted', text.submitted.text);
  part('submitted').setAttribute('datetime', text.submitted.iso);
  const published = part('published');
  if (text.published) {
    published.textContent = text.published.text;
    published.setAttribute('datetime', text.published.iso);
  } else {
    published.previousSibling?.remove(); // the ", " between the two dates
    published.remove();
  }
  for (const named of element.querySelectorAll('[data-card]')) named.removeAttribute('data-card');
  return element;
}

/** A new list element: the cards of `items`, or the paragraph saying there are none. */
function newList(view: ListView, items: readonly TestimonialView[], submitted: boolean) {
  if (items.length === 0) {
    const empty = view.template('empty').firstElementChild as HTMLElement;
    empty.textContent = submitted
      ? TESTIMONIAL_MESSAGES.emptyAfterSubmit
      : TESTIMONIAL_MESSAGES.empty;
    return empty;
  }
  const list = view.template('list').firstElementChild as HTMLElement;
  list.append(...items.map((item) => card(view, item)));
  return list;
}

function render(view: ListView, { items, loading, submitted }: TestimonialsState): void {
  view.root.setAttribute('aria-busy', String(loading));
  // Filled and emptied rather than shown and hidden, so that the live region announces the loading.
  if (!loading) view.status.replaceChildren();
  else if (!view.status.hasChildNodes()) view.status.append(view.template('loading'));
  if (!items.some((item) => item.example)) {
    view.examplesNotice?.remove();
    view.examplesNotice = null;
  } else if (!view.examplesNotice) {
    view.examplesNotice = view.template('examples-notice').firstElementChild as HTMLElement;
    view.list.before(view.examplesNotice);
  }

  if (idsOf(items) !== idsOf(view.shown)) {
    const list = newList(view, items, submitted);
    view.list.replaceWith(list);
    view.list = list;
  } else if (items.length === 0) {
    view.list.textContent = submitted
      ? TESTIMONIAL_MESSAGES.emptyAfterSubmit
      : TESTIMONIAL_MESSAGES.empty;
  } else {
    // Same testimonials: a card whose content changed is redrawn in its place, the others untouched.
    items.forEach((item, index) => {
      if (!sameItem(item, view.shown[index]))
        view.list.children[index]?.replaceWith(card(view, item));
    });
  }
  view.shown = items;
}

/** Wires one list: draws every change of the shared store, then loads the list into it. */
function enhance(root: HTMLElement): void {
  const data = JSON.parse(
    root.querySelector('script[data-testimonials]')?.textContent ?? 'null',
  ) as ListData | null;
  const list = root.querySelector<HTMLElement>('[data-shown]');
  if (!data || !list) return;
  const initial = data.initial ?? data.examples;
  const view: ListView = {
    root,
    status: root.querySelector<HTMLElement>('[role="status"]')!,
    examplesNotice: root.querySelector<HTMLElement>('[data-examples-notice]'),
    list,
    shown: initial,
    template: (name) =>
      root
        .querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`)!
        .content.cloneNode(true) as DocumentFragment,
  };
  $testimonials.subscribe((state) => {
    if (state) render(view, state);
  });
  void loadTestimonials(data.mode, data.examples, initial);
}

/** Enhances the testimonials list of the page, if it has one. */
export function enhanceTestimonialLists(page: ParentNode): void {
  page.querySelectorAll<HTMLElement>('[data-testimonial-list]').forEach(enhance);
}
