// Ships to browsers. The look of a form control, in one place: every island's inputs, selects and text
// areas take it from here.

/** The frame of a control: full width under its label, slate border, red and ringed when invalid. */
const FRAME =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-white text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** A text input, a select or a text area. */
export const CONTROL_CLASS = `${FRAME} px-3 py-2.5`;

/** A file input: its button drawn as a pale brand block at the start of the frame. */
export const FILE_CONTROL_CLASS = `${FRAME} text-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800`;
