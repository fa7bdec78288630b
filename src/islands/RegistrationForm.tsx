// Registration request of a training page, in the "Intéressé(e) ?" panel (docs/product.md §3, §5, §7).
import { useId } from 'react';
import { REGISTRATION_MESSAGES } from '~/config/registration-messages';
import { formatDate } from '~/lib/format';
import type { REGISTRATION_FORMATIONS } from '~/schemas/contact-request';
import { SelectField, TextAreaField, TextField } from './parts/FormFields';
import RequestForm from './parts/RequestForm';
import { useContactRequestForm } from './parts/use-contact-request-form';

type TrainingCode = (typeof REGISTRATION_FORMATIONS)[number];

interface Props {
  /** Every training of the catalogue: its form code and its title (the option label). */
  trainings: readonly { code: TrainingCode; title: string }[];
  /** The code of the page's training, preselected. */
  selected: TrainingCode;
  /** The site has no online service: the form opens the mail program (said before the submit). */
  mailPath?: boolean;
}

const { labels, modalites, situations } = REGISTRATION_MESSAGES;
const options = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

/** Asks for a registration; stored as a contact request of kind `inscription`, or mailed. */
export default function RegistrationForm({ trainings, selected, mailPath = false }: Props) {
  const id = useId();
  const { formRef, errors, sending, onSubmit, warmUp, preparedMail } = useContactRequestForm({
    kind: 'inscription',
    loadSchema: async () => (await import('~/schemas/contact-request')).RegistrationRequestSchema,
    success: REGISTRATION_MESSAGES.success,
    toMail: (request) => ({
      subject: REGISTRATION_MESSAGES.mailSubject,
      fields: [
        { label: labels.prenom, value: request.prenom },
        { label: labels.nom, value: request.nom },
        { label: labels.date_naissance, value: formatDate(new Date(request.date_naissance)) },
        { label: labels.adresse, value: request.adresse },
        { label: labels.email, value: request.email },
        { label: labels.telephone, value: request.telephone },
        {
          label: labels.formation,
          value:
            trainings.find((training) => training.code === request.formation)?.title ??
            request.formation,
        },
        { label: labels.modalite, value: modalites[request.modalite] },
        { label: labels.situation, value: situations[request.situation] },
        { label: labels.commentaires, value: request.commentaires ?? '' },
      ],
    }),
  });
  const field = (name: keyof typeof labels) => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    error: errors[name],
  });

  return (
    <RequestForm
      idPrefix={id}
      mailSubject={REGISTRATION_MESSAGES.mailSubject}
      formRef={formRef}
      sending={sending}
      onSubmit={onSubmit}
      onWarmUp={warmUp}
      mailPath={mailPath}
      preparedMail={preparedMail}
    >
      <TextField {...field('prenom')} autoComplete="given-name" />
      <TextField {...field('nom')} autoComplete="family-name" />
      <TextField {...field('date_naissance')} type="date" autoComplete="bday" />
      <TextField {...field('adresse')} autoComplete="address-line1" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <SelectField
        {...field('formation')}
        options={trainings.map((training) => ({ value: training.code, label: training.title }))}
        placeholder={REGISTRATION_MESSAGES.choose}
        defaultValue={selected}
      />
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
    </RequestForm>
  );
}
