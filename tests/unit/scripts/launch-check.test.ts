// check:launch on fixtures: a site still carrying the samples, the same site once filled in, and the
// verdict that blocks a real deploy but only informs on an `.example` or localhost URL.
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_IDENTITY,
  checkLaunch,
  findPlaceholders,
  isLiveSiteUrl,
  type LaunchCheckInput,
} from '../../../scripts/launch-check';

const sampleSite: LaunchCheckInput = {
  siteUrl: 'https://horizon-competences.example',
  organisation: {
    siret: SAMPLE_IDENTITY.siret,
    vatNumber: SAMPLE_IDENTITY.vatNumber,
    trainingRegistration: { number: SAMPLE_IDENTITY.trainingRegistration, region: 'Île-de-France' },
    mediator: {
      name: SAMPLE_IDENTITY.mediatorName,
      website: 'https://www.mediation-formation.example/',
    },
    contact: { email: 'contact@horizon-competences.example', city: 'Paris' },
  },
  qualiopi: { status: 'pending' },
  trainings: [
    { file: 'content/trainings/a.mdx', financing: ['CPF', 'Personnel'] },
    { file: 'content/trainings/b.mdx', financing: ['Personnel'] },
  ],
  exampleTestimonials: 3,
  hasBackend: false,
  hasDailyRebuild: false,
  smtp: { enabled: false, host: '', adminEmail: '' },
  files: [
    { path: 'content/legal/cgv.mdx', text: 'Écrivez à contact@horizon-competences.example.' },
    { path: 'content/faq/a.mdx', text: 'Rien à signaler.' },
  ],
};

const liveSite: LaunchCheckInput = {
  siteUrl: 'https://www.horizon-competences.fr',
  organisation: {
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    trainingRegistration: { number: '11755555575', region: 'Île-de-France' },
    mediator: { name: 'CM2C', website: 'https://www.cm2c.net/' },
    contact: { email: 'contact@horizon-competences.fr', city: 'Paris' },
  },
  qualiopi: {
    status: 'certified',
    certificateNumber: 'QUA-1',
    issuedOn: '2027-03-15',
    validUntil: '2030-03-14',
    certifier: 'Certificateur',
    categories: ['actions de formation'],
    certificatePdf: '/qualiopi/certificat.pdf',
    markImage: '/qualiopi/marque.png',
  },
  trainings: sampleSite.trainings,
  exampleTestimonials: 3,
  hasBackend: true,
  hasDailyRebuild: true,
  smtp: { enabled: true, host: 'smtp.fournisseur.fr', adminEmail: 'espace@horizon-competences.fr' },
  files: [{ path: 'content/faq/a.mdx', text: 'Rien à signaler.' }],
};

describe('check:launch', () => {
  it('liste chaque élément d’exemple, avec où le corriger', () => {
    const found = findPlaceholders(sampleSite).map((p) => `${p.where} : ${p.what}`);
    expect(found).toEqual([
      'src/config/organisation.ts › siret : SIRET d’exemple (91234567500017)',
      'src/config/organisation.ts › vatNumber : numéro de TVA d’exemple (FR65912345675)',
      'src/config/organisation.ts › trainingRegistration.number : numéro de déclaration d’activité d’exemple (11756543275)',
      'src/config/organisation.ts › mediator.name : médiateur d’exemple (Médiation Formation Consommation)',
      'src/config/organisation.ts › mediator.website : domaine d’exemple (https://www.mediation-formation.example/)',
      'src/config/organisation.ts › contact.email : domaine d’exemple (contact@horizon-competences.example)',
      'content/legal/cgv.mdx : domaine d’exemple (horizon-competences.example)',
      'content/data/testimonials.yaml : 3 témoignages fictifs affichés sur /temoignages/ (pas de backend Supabase configuré)',
      'content/data/dashboard.yaml : tableau de bord de démonstration affiché sur /dashboard-apprenant/ (pas de backend Supabase configuré)',
      'Netlify › DAILY_REBUILD_HOOK_URL : aucune reconstruction nocturne (sessions ouvertes, « Prochaine session » et avis RNCP resteraient ceux du dernier déploiement)',
      'supabase/config.toml › [auth.email.smtp] : aucun serveur SMTP déclaré pour les e-mails des apprenants (le service par défaut de Supabase n’écrit qu’aux membres de l’équipe du projet : confirmations et liens de mot de passe n’arriveraient pas)',
      'src/config/qualiopi.ts : certification Qualiopi en attente alors que 1 formation(s) citent des financements réservés aux organismes certifiés (content/trainings/a.mdx)',
    ]);
  });

  it('ne trouve rien sur un site complété, certifié et relié à son backend', () => {
    expect(findPlaceholders(liveSite)).toEqual([]);
    expect(checkLaunch(liveSite)).toEqual({ placeholders: [], live: true, ok: true });
  });

  it('refuse une mise en ligne réelle tant qu’il en reste, informe seulement sinon', () => {
    expect(checkLaunch({ ...sampleSite, siteUrl: 'https://www.horizon-competences.fr' }).ok).toBe(
      false,
    );
    expect(checkLaunch(sampleSite).ok).toBe(true);
    expect(checkLaunch({ ...sampleSite, siteUrl: 'http://localhost:4321/' }).ok).toBe(true);
    expect(checkLaunch({ ...liveSite, hasBackend: false }).ok).toBe(false);
    expect(checkLaunch({ ...liveSite, hasDailyRebuild: false }).ok).toBe(false);
  });

  it('refuse une mise en ligne dont le serveur SMTP des e-mails d’Auth n’est pas déclaré', () => {
    for (const smtp of [
      { ...liveSite.smtp, enabled: false },
      { ...liveSite.smtp, host: '' },
      { ...liveSite.smtp, adminEmail: ' ' },
      { ...liveSite.smtp, adminEmail: 'espace@horizon-competences.example' },
    ]) {
      const verdict = checkLaunch({ ...liveSite, smtp });
      expect(verdict.ok, JSON.stringify(smtp)).toBe(false);
      expect(verdict.placeholders[0]?.where).toBe('supabase/config.toml › [auth.email.smtp]');
    }
  });

  it('ne compte comme production ni un domaine .example ni la machine locale', () => {
    expect(isLiveSiteUrl('https://horizon-competences.example')).toBe(false);
    expect(isLiveSiteUrl('https://preview.horizon-competences.example/')).toBe(false);
    expect(isLiveSiteUrl('http://127.0.0.1:4321')).toBe(false);
    expect(isLiveSiteUrl('http://localhost:4321')).toBe(false);
    expect(isLiveSiteUrl('https://horizon-competences.netlify.app')).toBe(true);
    expect(isLiveSiteUrl('https://www.example.com')).toBe(true);
  });
});
