// A lesson: title, day, start and end in Paris time, a place or an https link to the virtual class.
// Used for one learner (add, edit) and for a whole session.
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import type { LessonInput, LessonRow } from '~/db/team-follow-up';
import type { DbFailure } from '~/db/result';
import { toParisParts } from '../paris-time';
import { useTeamFacts } from '../facts';
import { checkLesson, type LessonField, type LessonFields } from './follow-up-checks';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import { fieldFrom, InputField, useTeamForm } from './form-kit';

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
  const { fieldLimits } = useTeamFacts();
  /** A field's id, value, error and setter. */
  const field = (name: LessonField) => ({
    id: form.idOf(name),
    error: form.errors[name],
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
  });

  return (
    <form
      noValidate
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkLesson(fields, fieldLimits);
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
            <InputField {...field('title')} label={M.lesson.title} />
          </div>
          <InputField {...field('date')} label={M.lesson.date} type="date" />
          <div className="grid grid-cols-2 gap-4">
            <InputField {...field('start')} label={M.lesson.start} type="time" />
            <InputField {...field('end')} label={M.lesson.end} type="time" />
          </div>
          <InputField {...field('place')} label={M.lesson.place} hint={M.lesson.placeHint} />
          <InputField
            {...field('joinUrl')}
            label={M.lesson.joinUrl}
            hint={M.lesson.joinUrlHint}
            type="url"
            inputMode="url"
          />
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
