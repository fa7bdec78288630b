// Ships to browsers. The look of a link set in running text or under a block, in one place: pages,
// components and islands take it from here (links inside `prose` get theirs from the typography styles).

/** Bold brand blue, underlined so that it never relies on colour alone, darker under the pointer. */
export const TEXT_LINK_CLASS = 'font-semibold text-brand-700 underline hover:text-brand-900';
