// Registration request of a training page, in the "Intéressé(e) ?" panel (docs/product.md §3, §5, §7):
// a chosen session (or its waiting list, or a call about a later one) and the optional positioning.
import { useRef, useState } from 'react';
import FormShell from '~/components/form/FormShell';
import { SelectField, TextAreaField, TextField } from '~/components/form/FormFields';
import { formatDate } from '~/lib/format';
import type { Positioning } from '~/schemas/training';
import { REGISTRATION_MESSAGES } from './messages-registration';
import PositioningFields, { positioningPairs } from './PositioningFields';
import type { REGISTRATION_FORMATIONS } from './schema';
import type { SessionChoice } from './session-choice';
import SessionChoiceField from './SessionChoiceField';
import { useRequestForm } from './use-request-form';

type TrainingCode = (typeof REGISTRATION_FORMATIONS)[number];

interface Props {
  /**
   * The page's training: the panel asks for a place in one of its sessions, so the training is stated,
   * not chosen (a list of the four titles cut them off in a field 250 px wide).
   */
  training: { code: TrainingCode; title: string };
  /** Its sessions still open to registration, full ones included (offered as a waiting list). */
  sessions: readonly SessionChoice[];
  /** Its optional positioning questionnaire. */
  positioning?: Positioning | undefined;
  /** Where the form posts without JavaScript (submit-request), when the site has an online service. */
  action?: string | undefined;
  /** The site has no online service: the form opens the mail program (said before the submit). */
  mailPath?: boolean;
}

const { labels, modalites, situations } = REGISTRATION_MESSAGES;
const options = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

/** Asks for a registration; stored as a contact request of kind `inscription`, or mailed. */
export default function RegistrationForm({
  training,
  sessions,
  positioning,
  action,
  mailPath = false,
}: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The page's count until the database says the seats changed (contact_requests_waiting_list_check).
  const [fullKeys, setFullKeys] = useState<ReadonlySet<string>>(
    () => new Set(sessions.filter((session) => session.full).map((session) => session.key)),
  );
  // Whether the request being sent is a waiting-list one: its confirmation says so.
  const waiting = useRef(false);
  const session = sessions.find((candidate) => candidate.key === chosen);

  const { field, shell } = useRequestForm({
    kind: 'inscription',
    labels,
    mailSubject: REGISTRATION_MESSAGES.mailSubject,
    mailPath,
    action,
    loadSchema: async () => (await import('./schema')).registrationSchemaFor([...fullKeys]),
    // A chosen session answers the format question: its format is sent.
    toInput: (values, data) => {
      waiting.current = values.waiting_list === 'true';
      return {
        ...values,
        ...(session && { modalite: session.format.toLowerCase() }),
        waiting_list: waiting.current,
        positioning: positioningPairs(data),
      };
    },
    refusals: {
      session_open: { field: 'session_key', message: REGISTRATION_MESSAGES.refusals.sessionClosed },
      session: { field: 'session_key', message: REGISTRATION_MESSAGES.refusals.sessionClosed },
      waiting_list: { field: 'session_key', message: REGISTRATION_MESSAGES.refusals.seatsChanged },
    },
    onRefused: (column) => {
      if (column !== 'waiting_list' || !session) return;
      const next = new Set(fullKeys);
      if (next.has(session.key)) next.delete(session.key);
      else next.add(session.key);
      setFullKeys(next);
    },
    confirmation: waiting.current
      ? REGISTRATION_MESSAGES.waitingListConfirmation
      : REGISTRATION_MESSAGES.confirmation,
    toMail: (request) => ({
      subject: REGISTRATION_MESSAGES.mailSubject,
      fields: [
        { label: labels.prenom, value: request.prenom },
        { label: labels.nom, value: request.nom },
        { label: labels.date_naissance, value: formatDate(new Date(request.date_naissance)) },
        { label: labels.adresse, value: request.adresse },
        { label: labels.email, value: request.email },
        { label: labels.telephone, value: request.telephone },
        { label: labels.formation, value: training.title },
        {
          label: labels.session_key,
          value: session
            ? `${session.period}, ${session.format}${request.waiting_list ? ` (${labels.waiting_list})` : ''}`
            : REGISTRATION_MESSAGES.sessions.nextSession,
        },
        { label: labels.modalite, value: modalites[request.modalite] },
        { label: labels.situation, value: situations[request.situation] },
        { label: labels.commentaires, value: request.commentaires ?? '' },
        ...(request.positioning ?? []).map(({ question, answer }) => ({
          label: question,
          value: answer,
        })),
      ],
    }),
  });

  return (
    <FormShell {...shell}>
      <p>
        <span className="block text-sm font-semibold text-ink">{labels.formation}</span>
        <span className="mt-1 block">{training.title}</span>
      </p>
      <SessionChoiceField
        field={field('session_key')}
        waitingList={field('waiting_list')}
        sessions={sessions}
        fullKeys={fullKeys}
        onChoose={setChosen}
      />
      {session ? (
        <p>
          <span className="block text-sm font-semibold text-ink">{labels.modalite}</span>
          <span className="mt-1 block">
            {REGISTRATION_MESSAGES.sessions.formatOfSession(session.format)}
          </span>
        </p>
      ) : (
        <SelectField
          {...field('modalite')}
          options={options(modalites)}
          placeholder={REGISTRATION_MESSAGES.choose}
        />
      )}
      <TextField {...field('prenom')} autoComplete="given-name" />
      <TextField {...field('nom')} autoComplete="family-name" />
      <TextField {...field('date_naissance')} type="date" autoComplete="bday" />
      <TextField {...field('adresse')} autoComplete="address-line1" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <SelectField
        {...field('situation')}
        options={options(situations)}
        placeholder={REGISTRATION_MESSAGES.choose}
      />
      <TextAreaField {...field('commentaires')} optional />
      {positioning && (
        <PositioningFields
          id={field('positioning').id}
          positioning={positioning}
          error={field('positioning').error}
        />
      )}
      {/* Last: the first control is one a focus can reach (client:interaction hydrates on it). */}
      <input type="hidden" name="kind" value="inscription" />
      <input type="hidden" name="formation" value={training.code} />
    </FormShell>
  );
}
