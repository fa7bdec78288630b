// The form 'Partagez votre expérience' of /temoignages (docs/product.md §2.3, §4, §5, §8; docs/security.md §5.2). With a
// backend the testimonial is stored pending (insert without reading back) and the list reloaded; without
// one (local mode) it goes to the top of the list kept on this device.
import FormShell from '~/components/form/FormShell';
import { SelectField, TextAreaField, TextField } from '~/components/form/FormFields';
import { useForm, type SubmitOutcome } from '~/components/form/use-form';
import { TESTIMONIALS } from '~/config/site';
import { pushToast } from '~/features/toasts/store';
import { TESTIMONIAL_MESSAGES } from './messages';
import { RatingField } from './RatingField';
import type { TestimonialForm as TestimonialFields } from './schema';
import {
  addLocalTestimonial,
  proposeTestimonial,
  reloadAfterSubmit,
  type TestimonialsMode,
} from './store';

interface Props {
  mode: TestimonialsMode;
  /** Titles of the catalogue's trainings: the choices of "Formation suivie". */
  trainings: readonly string[];
  /** Years the training may have ended, newest first (from the build's year). */
  years: readonly number[];
}

const { labels, submitFailed } = TESTIMONIAL_MESSAGES;

async function submitStored(fields: TestimonialFields): Promise<SubmitOutcome> {
  const result = await proposeTestimonial(fields);
  if (result.ok) {
    void reloadAfterSubmit();
    return 'done';
  }
  // 'unavailable' here means supabase-js could not be downloaded: a connection problem for the visitor.
  // Reasons only Auth gives (the result type is shared) cannot happen here: they read as unknown.
  const reason =
    result.reason === 'unavailable'
      ? 'network'
      : result.reason in submitFailed.reasons
        ? (result.reason as keyof typeof submitFailed.reasons)
        : 'unknown';
  pushToast({
    title: submitFailed.title,
    description: submitFailed.reasons[reason],
    variant: 'destructive',
  });
  return result.reason === 'invalid'
    ? { errors: { [result.field]: submitFailed.reasons.invalid } }
    : 'kept';
}

function submitLocal(fields: TestimonialFields): Promise<SubmitOutcome> {
  addLocalTestimonial(fields);
  return Promise.resolve('done');
}

/** Name, training, rating (stars) and text; 'Note requise' when no star is chosen. */
export default function TestimonialForm({ mode, trainings, years }: Props) {
  const { field, shell } = useForm({
    labels,
    mailSubject: TESTIMONIAL_MESSAGES.formTitle,
    loadSchema: async () => (await import('./schema')).TestimonialFormSchema,
    // The radios give "1" to "5", or nothing when no star is chosen; the year is a number too.
    toInput: (values) => ({
      ...values,
      rating: values.rating ? Number(values.rating) : undefined,
      experience_year: values.experience_year ? Number(values.experience_year) : undefined,
    }),
    onInvalid: (found) => {
      if (found.rating)
        pushToast({
          title: TESTIMONIAL_MESSAGES.ratingRequiredTitle,
          description: found.rating,
          variant: 'destructive',
        });
    },
    submit: mode === 'stored' ? submitStored : submitLocal,
    confirmation: mode === 'stored' ? TESTIMONIAL_MESSAGES.sent : TESTIMONIAL_MESSAGES.added,
  });

  return (
    <FormShell
      {...shell}
      notice={
        <p className="text-xs text-muted">
          {mode === 'stored' ? TESTIMONIAL_MESSAGES.privacy : TESTIMONIAL_MESSAGES.privacyLocal}
        </p>
      }
    >
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink">
        {mode === 'stored' ? TESTIMONIAL_MESSAGES.moderationNote : TESTIMONIAL_MESSAGES.localNote}
      </p>
      <TextField {...field('name')} autoComplete="name" />
      <SelectField
        {...field('formation')}
        options={trainings.map((title) => ({ value: title, label: title }))}
        placeholder={TESTIMONIAL_MESSAGES.choose}
      />
      <SelectField
        {...field('experience_year')}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        placeholder={TESTIMONIAL_MESSAGES.choose}
      />
      <RatingField
        {...field('rating')}
        max={TESTIMONIALS.ratingMax}
        starLabel={(value) => TESTIMONIAL_MESSAGES.stars(value, TESTIMONIALS.ratingMax)}
      />
      <TextAreaField {...field('text')} />
    </FormShell>
  );
}
