// A lesson: title, day, start and end in Paris time, a place or an https link to the virtual class.
// Used for one learner (add, edit) and for a whole session.
import { useState } from 'react';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { buttonClass } from '~/components/ui/button-class';
import type { LessonInput, LessonRow } from '~/db/team-follow-up';
import type { DbFailure } from '~/db/result';
import { toParisParts } from '../paris-time';
import { checkLesson, type LessonField, type LessonFields } from './follow-up-checks';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import { Field, fieldFrom, useTeamForm } from './form-kit';

const ORDER: readonly LessonField[] = ['title', 'date', 'start', 'end', 'place', 'joinUrl'];

const FIELD_OF = fieldFrom<LessonField>({
  lessons_title_check: 'title',
  lessons_ends_at_check: 'end',
  lessons_place_check: 'place',
  lessons_join_url_check: 'joinUrl',
});

function fieldsOf(lesson: LessonRow | undefined): LessonFields {
  if (!lesson) return { title: '', date: '', start: '', end: '', place: '', joinUrl: '' };
  const start = toParisParts(lesson.startsAt);
  return {
    title: lesson.title,
    date: start.date,
    start: start.time,
    end: toParisParts(lesson.endsAt).time,
    place: lesson.place ?? '',
    joinUrl: lesson.joinUrl ?? '',
  };
}

export default function LessonForm({
  lesson,
  legend,
  submitLabel = M.lesson.save,
  success,
  save,
  onSaved,
  onCancel,
  onAccessLost,
}: {
  /** The lesson to edit; none for a new one. */
  lesson?: LessonRow;
  legend: string;
  submitLabel?: string;
  success: string;
  save: (lesson: LessonInput) => Promise<{ ok: true } | DbFailure>;
  onSaved: () => void;
  onCancel?: () => void;
  onAccessLost: () => void;
}) {
  const [fields, setFields] = useState<LessonFields>(() => fieldsOf(lesson));
  const form = useTeamForm<LessonField>(onAccessLost, { fieldOf: FIELD_OF });
  const set = (field: LessonField) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [field]: event.target.value });

  return (
    <form
      noValidate
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkLesson(fields);
        if (!checked.ok) {
          form.showErrors(checked.errors, ORDER);
          return;
        }
        void form
          .send(() => save(checked.lesson), success)
          .then((saved) => {
            if (!saved) return;
            if (!lesson) setFields(fieldsOf(undefined));
            onSaved();
          });
      }}
    >
      <fieldset>
        <legend className="text-lg font-bold text-brand-950">{legend}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id={form.idOf('title')} label={M.lesson.title} error={form.errors.title}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={fields.title}
                  onChange={set('title')}
                  className={CONTROL_CLASS}
                />
              )}
            </Field>
          </div>
          <Field id={form.idOf('date')} label={M.lesson.date} error={form.errors.date}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={fields.date}
                onChange={set('date')}
                className={CONTROL_CLASS}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field id={form.idOf('start')} label={M.lesson.start} error={form.errors.start}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={fields.start}
                  onChange={set('start')}
                  className={CONTROL_CLASS}
                />
              )}
            </Field>
            <Field id={form.idOf('end')} label={M.lesson.end} error={form.errors.end}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={fields.end}
                  onChange={set('end')}
                  className={CONTROL_CLASS}
                />
              )}
            </Field>
          </div>
          <Field
            id={form.idOf('place')}
            label={M.lesson.place}
            hint={M.lesson.placeHint}
            error={form.errors.place}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                value={fields.place}
                onChange={set('place')}
                className={CONTROL_CLASS}
              />
            )}
          </Field>
          <Field
            id={form.idOf('joinUrl')}
            label={M.lesson.joinUrl}
            hint={M.lesson.joinUrlHint}
            error={form.errors.joinUrl}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                value={fields.joinUrl}
                onChange={set('joinUrl')}
                className={CONTROL_CLASS}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {form.footer(
        submitLabel,
        onCancel && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'md' })}
            onClick={onCancel}
          >
            {M.lesson.cancel}
          </button>
        ),
      )}
    </form>
  );
}
