// Part of the testimonial form: the rating field. Apart from FormFields so that the other forms'
// pages do not download it.
import { Fragment } from 'react';
import type { FieldProps } from '~/components/form/FormFields';
import { StarIcon } from './StarIcon';

/**
 * A rating from 1 to `max` as a real radio group drawn as stars (styles: `.star-rating` in global.css):
 * the browser gives it arrow keys and the no-JavaScript `required` check; `starLabel(n)` names each radio.
 */
export function RatingField({
  id,
  name,
  label,
  error,
  max,
  starLabel,
}: FieldProps & { max: number; starLabel: (value: number) => string }) {
  const values = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="block text-sm font-semibold text-ink">{label}</legend>
      <div className="star-rating mt-1 flex">
        {values.map((value) => (
          <Fragment key={value}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={name}
              value={value}
              required
              className="sr-only"
            />
            <label htmlFor={`${id}-${value}`}>
              <StarIcon className="" />
              <span className="sr-only">{starLabel(value)}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
