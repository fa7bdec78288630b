// What the Qualiopi setting lets the site claim, in both states: the header/footer badge, the about
// page's section and the funding notice (Code du travail L6316-1, L6352-13; rules of the Qualiopi mark).
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import CertificationBadge from '~/components/layout/CertificationBadge.astro';
import QualiopiStatement from '~/components/sections/QualiopiStatement.astro';
import FundingNotice from '~/components/sections/FundingNotice.astro';
import type { QualiopiStatus } from '~/config/qualiopi';
import { fundingList, isInstitutionalPage } from '~/lib/qualiopi';

const pending: QualiopiStatus = { status: 'pending' };
const certified: QualiopiStatus = {
  status: 'certified',
  certificateNumber: 'QUA-2027-0042',
  issuedOn: '2027-03-15',
  validUntil: '2030-03-14',
  certifier: 'Certif Qualité Formation',
  categories: ['actions de formation'],
  certificatePdf: '/qualiopi/certificat.pdf',
  markImage: '/qualiopi/marque-qualiopi.png',
};

const CHECK_MARK_PATH = /<path[^>]*d="m7\.5 12\.5 3 3 6-6\.5"/;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function render(
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
) {
  const container = await AstroContainer.create();
  return container.renderToString(component, { props });
}

describe('badge Qualiopi', () => {
  it('en attente : « en cours d’obtention », ni coche ni logo', async () => {
    const html = await render(CertificationBadge, { qualiopi: pending });
    expect(text(html)).toContain('Certification Qualiopi en cours d’obtention');
    expect(html).not.toMatch(CHECK_MARK_PATH);
    expect(html).not.toContain('<img');
    expect(html).toContain('data-qualiopi="pending"');
  });

  it('certifié, page institutionnelle : la marque officielle avec la phrase de catégorie', async () => {
    const html = await render(CertificationBadge, { qualiopi: certified, institutional: true });
    expect(html).toMatch(/<img[^>]*src="\/qualiopi\/marque-qualiopi\.png"/);
    expect(text(html)).toContain(
      'La certification qualité a été délivrée au titre de la catégorie d’action suivante : ACTIONS DE FORMATION.',
    );
  });

  it('certifié, page formation : une mention en texte, jamais la marque', async () => {
    const html = await render(CertificationBadge, { qualiopi: certified, institutional: false });
    expect(html).not.toContain('<img');
    expect(text(html)).toContain('Organisme certifié Qualiopi');
  });

  it('la marque n’est permise que hors des pages formation et des catalogues', () => {
    expect(isInstitutionalPage('/')).toBe(true);
    expect(isInstitutionalPage('/a-propos/')).toBe(true);
    expect(isInstitutionalPage('/formation/tp-conseiller-vente/')).toBe(false);
    expect(isInstitutionalPage('/formations/')).toBe(false);
    expect(isInstitutionalPage('/catalogue-formations/')).toBe(false);
    expect(isInstitutionalPage('/formations-entreprises/')).toBe(true);
  });
});

describe('page « Qui sommes-nous ? », section qualité', () => {
  it('en attente : démarche engagée, pas de certificat ni de marque', async () => {
    const html = await render(QualiopiStatement, { qualiopi: pending });
    expect(text(html)).toContain('Certification Qualiopi en cours');
    expect(text(html)).toContain('en cours d’obtention');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('.pdf');
  });

  it('certifié : numéro, dates, certificateur, phrase de catégorie et certificat PDF', async () => {
    const html = await render(QualiopiStatement, { qualiopi: certified });
    const words = text(html);
    expect(words).toContain('Organisme certifié Qualiopi');
    expect(words).toContain(
      'certificat n° QUA-2027-0042 délivré le 15 mars 2027 par Certif Qualité Formation',
    );
    expect(words).toContain('valable jusqu’au 14 mars 2030');
    expect(words).toContain('ACTIONS DE FORMATION');
    expect(html).toContain('href="/qualiopi/certificat.pdf"');
  });
});

describe('financements publics', () => {
  it('en attente : annoncés « dès l’obtention », jamais comme disponibles', async () => {
    const words = text(await render(FundingNotice, { id: 'n', qualiopi: pending }));
    expect(words).toContain('ces financements seront mobilisables dès qu’elle sera délivrée');
    expect(words).not.toContain('nous permet de mobiliser');
    expect(fundingList(['CPF', 'OPCO', 'France Travail', 'Personnel'], pending)).toBe(
      'fonds personnels\u00a0; CPF, OPCO et France Travail dès l’obtention de la certification Qualiopi',
    );
    expect(fundingList(['CPF'], pending)).toBe('CPF dès l’obtention de la certification Qualiopi');
    expect(fundingList(['Personnel'], pending)).toBe('fonds personnels');
  });

  it('certifié : disponibles, avec le numéro du certificat', async () => {
    const words = text(await render(FundingNotice, { id: 'n', qualiopi: certified }));
    expect(words).toContain('nous permet de mobiliser les financements publics et mutualisés');
    expect(words).toContain('QUA-2027-0042');
    expect(fundingList(['CPF', 'OPCO', 'Personnel'], certified)).toBe(
      'CPF, OPCO et fonds personnels',
    );
  });

  it('plusieurs catégories : la phrase au pluriel', async () => {
    const html = await render(CertificationBadge, {
      qualiopi: { ...certified, categories: ['actions de formation', 'bilans de compétences'] },
    });
    expect(text(html)).toContain(
      'au titre des catégories d’actions suivantes : ACTIONS DE FORMATION, BILANS DE COMPÉTENCES.',
    );
  });
});
