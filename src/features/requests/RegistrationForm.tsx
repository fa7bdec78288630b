// Registration request of a training page, in the "Intéressé(e) ?" panel (docs/product.md §3, §5, §7).
import FormShell from '~/components/form/FormShell';
import { SelectField, TextAreaField, TextField } from '~/components/form/FormFields';
import { formatDate } from '~/lib/format';
import { REGISTRATION_MESSAGES } from './messages-registration';
import type { REGISTRATION_FORMATIONS } from './schema';
import { useRequestForm } from './use-request-form';

type TrainingCode = (typeof REGISTRATION_FORMATIONS)[number];

interface Props {
  /**
   * The page's training: the panel asks for a place in its next session, so the training is stated,
   * not chosen (a list of the four titles cut them off in a field 250 px wide).
   */
  training: { code: TrainingCode; title: string };
  /** The site has no online service: the form opens the mail program (said before the submit). */
  mailPath?: boolean;
}

const { labels, modalites, situations } = REGISTRATION_MESSAGES;
const options = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

/** Asks for a registration; stored as a contact request of kind `inscription`, or mailed. */
export default function RegistrationForm({ training, mailPath = false }: Props) {
  const { field, shell } = useRequestForm({
    kind: 'inscription',
    labels,
    mailSubject: REGISTRATION_MESSAGES.mailSubject,
    mailPath,
    loadSchema: async () => (await import('./schema')).RegistrationRequestSchema,
    confirmation: REGISTRATION_MESSAGES.confirmation,
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
        { label: labels.modalite, value: modalites[request.modalite] },
        { label: labels.situation, value: situations[request.situation] },
        { label: labels.commentaires, value: request.commentaires ?? '' },
      ],
    }),
  });

  return (
    <FormShell {...shell}>
      <p>
        <span className="block text-sm font-semibold text-ink">{labels.formation}</span>
        <span className="mt-1 block">{training.title}</span>
        <input type="hidden" name="formation" value={training.code} />
      </p>
      <TextField {...field('prenom')} autoComplete="given-name" />
      <TextField {...field('nom')} autoComplete="family-name" />
      <TextField {...field('date_naissance')} type="date" autoComplete="bday" />
      <TextField {...field('adresse')} autoComplete="address-line1" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <SelectField
        {...field('modalite')}
        options={options(modalites)}
        placeholder={REGISTRATION_MESSAGES.choose}
      />
      <SelectField
        {...field('situation')}
        options={options(situations)}
        placeholder={REGISTRATION_MESSAGES.choose}
      />
      <TextAreaField {...field('commentaires')} optional />
    </FormShell>
  );
}
