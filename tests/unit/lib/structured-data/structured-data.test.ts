// The JSON-LD builders: each schema.org type with the properties engines and assistants read, built
// from the same facts as the pages, and serialised so that no field can break out of its element.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD read back from its text: the assertions check its shape. */
import { describe, expect, it } from 'vitest';
import { serialiseJsonLd } from '~/lib/structured-data/serialise';
import {
  buildOrganisation,
  organisationId,
  parseFrenchAddress,
  type OrganisationFacts,
} from '~/lib/structured-data/organisation';
import {
  buildCourse,
  buildCourseInstances,
  buildOccupationalProgram,
  monthsToIsoDuration,
} from '~/lib/structured-data/course';
import { buildAuthor, buildBlogPosting } from '~/lib/structured-data/blog-posting';
import { buildBreadcrumbList, buildFaqPage, buildItemList } from '~/lib/structured-data/page-items';
import { siteOrganisation } from '~/lib/structured-data/site-identity';
import { validTraining } from '../../../support/training-fixture';

const training = validTraining();
const organisation: OrganisationFacts = {
  name: 'Horizon Compétences',
  description: 'Organisme de formation.',
  url: 'https://exemple.fr/',
  logo: 'https://exemple.fr/logo.png',
  email: 'contact@exemple.fr',
  telephone: '+33100000000',
  address: parseFrenchAddress('48 rue de l’Avenir, 75020 Paris'),
  sameAs: ['https://www.instagram.com/exemple/'],
};
const venue = { name: 'Centre', address: organisation.address };
const url = 'https://exemple.fr/formation/tp-employe-commercial/';
/** A plain JSON object, as a parser would read the serialised graph. */
const json = (value: unknown) => JSON.parse(serialiseJsonLd(value)) as Record<string, any>;

describe('serialiseJsonLd', () => {
  it('ne laisse aucun champ fermer l’élément <script> et se relit à l’identique', () => {
    const hostile = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = serialiseJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('organisation', () => {
  it('découpe une adresse française en rue, code postal et ville', () => {
    expect(parseFrenchAddress('48 rue de l’Avenir, 75020 Paris')).toEqual({
      streetAddress: '48 rue de l’Avenir',
      postalCode: '75020',
      addressLocality: 'Paris',
      addressCountry: 'FR',
    });
    expect(() => parseFrenchAddress('Paris')).toThrow(/Adresse non reconnue/);
  });

  it('EducationalOrganization avec identité, contact et adresse, sans note ni avis', () => {
    const data = json(buildOrganisation(organisation));
    expect(data).toMatchObject({
      '@type': 'EducationalOrganization',
      '@id': 'https://exemple.fr/#organisation',
      name: 'Horizon Compétences',
      url: 'https://exemple.fr/',
      logo: 'https://exemple.fr/logo.png',
      email: 'contact@exemple.fr',
      telephone: '+33100000000',
      address: { '@type': 'PostalAddress', postalCode: '75020', addressCountry: 'FR' },
      sameAs: ['https://www.instagram.com/exemple/'],
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('se construit depuis la configuration du site avec des adresses absolues', () => {
    const facts = siteOrganisation(new URL('https://horizon.example'));
    expect(facts.url).toBe('https://horizon.example/');
    expect(facts.logo).toMatch(/^https:\/\/horizon\.example\/.+\.png$/);
    expect(facts.address.postalCode).toMatch(/^\d{5}$/);
  });
});

describe('Course et EducationalOccupationalProgram', () => {
  it('convertit une durée en mois, la plus longue d’une fourchette', () => {
    expect(monthsToIsoDuration('9 mois')).toBe('P9M');
    expect(monthsToIsoDuration('9 à 12 mois')).toBe('P12M');
    expect(monthsToIsoDuration('735 heures')).toBeUndefined();
  });

  it('une instance par session ouverte : modalité, dates, lieu et prix valables jusqu’à la clôture', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    const sessions = training.sessions.filter((s) => s.registrationDeadline >= today);
    expect(sessions.length, 'fixture with open sessions').toBeGreaterThan(0);
    const instances = json(buildCourseInstances(training, url, venue, today)) as any[];
    expect(instances).toHaveLength(sessions.length);
    for (const instance of instances) {
      expect(['onsite', 'online', 'blended']).toContain(instance.courseMode);
      expect(instance.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(instance.endDate > instance.startDate).toBe(true);
      expect(instance.location['@type']).toBe(
        instance.courseMode === 'online' ? 'VirtualLocation' : 'Place',
      );
      expect(instance.offers[0]).toMatchObject({
        price: training.prices.individual,
        priceCurrency: 'EUR',
        category: 'Paid',
      });
      expect(instance.offers[0].validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('une session complète reste décrite, ses offres « SoldOut » (liste d’attente)', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    const full = {
      ...training,
      sessions: training.sessions.map((session) => ({ ...session, seatsLeft: 0 })),
    };
    const instances = json(buildCourseInstances(full, url, venue, today)) as any[];
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances)
      expect(instance.offers.map((offer: any) => offer.availability)).toEqual([
        'https://schema.org/SoldOut',
        'https://schema.org/SoldOut',
      ]);
  });

  it('sans session ouverte : une instance par modalité avec sa charge horaire, sans date inventée', () => {
    const instances = json(
      buildCourseInstances(training, url, venue, new Date('2099-01-01')),
    ) as any[];
    expect(instances.map((instance) => instance.courseMode)).toEqual(
      training.formats.map(
        (format) => ({ Présentiel: 'onsite', Distanciel: 'online', Alternance: 'blended' })[format],
      ),
    );
    for (const instance of instances) {
      expect(instance.courseWorkload).toBe(`PT${training.duration.centreHours}H`);
      expect(instance).not.toHaveProperty('startDate');
    }
  });

  it('Course : nom, description, organisme, prix, et renvoi au titre RNCP', () => {
    const course = json(buildCourse(training, url, organisation, venue, new Date('2026-11-22')));
    expect(course).toMatchObject({
      '@type': 'Course',
      name: training.title,
      description: training.description,
      courseCode: training.certification.rncpCode,
      provider: { '@id': organisationId(organisation), name: 'Horizon Compétences' },
      isPartOf: { '@id': `${url}#programme` },
      offers: [
        { price: training.prices.individual, priceCurrency: 'EUR' },
        { price: training.prices.company, priceCurrency: 'EUR' },
      ],
    });
    expect(course.hasCourseInstance.length).toBeGreaterThan(0);
  });

  it('titre RNCP : certification, métiers ROME, durée, prérequis', () => {
    const program = json(buildOccupationalProgram(training, url, organisation));
    expect(program).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      '@id': `${url}#programme`,
      name: training.certification.label,
      identifier: training.certification.rncpCode,
      timeToComplete: 'P9M',
      programPrerequisites: training.prerequisites,
      educationalCredentialAwarded: {
        '@type': 'EducationalOccupationalCredential',
        url: expect.stringContaining(training.certification.rncpCode.replace('RNCP', '')),
      },
    });
    expect(program.occupationalCategory).toEqual(
      training.certification.jobs.map((job) =>
        expect.objectContaining({ '@type': 'CategoryCode', codeValue: job.rome, name: job.title }),
      ),
    );
  });
});

describe('BlogPosting', () => {
  const article = {
    title: 'Financer sa formation avec le CPF',
    summary: 'Ce qu’il faut savoir.',
    date: new Date('2025-02-11T00:00:00Z'),
    author: 'Pôle financement Horizon Compétences',
    category: 'Financement',
    tags: ['CPF', 'Reconversion'],
  };

  it('titre, dates, auteur, image, éditeur', () => {
    const posting = json(
      buildBlogPosting(
        article,
        'https://exemple.fr/blog/cpf/',
        'https://exemple.fr/i.png',
        organisation,
      ),
    );
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: '2025-02-11',
      dateModified: '2025-02-11',
      image: 'https://exemple.fr/i.png',
      mainEntityOfPage: 'https://exemple.fr/blog/cpf/',
      publisher: { '@id': organisationId(organisation) },
      keywords: 'CPF, Reconversion',
    });
  });

  it('la date de mise à jour devient dateModified', () => {
    const posting = json(
      buildBlogPosting(
        { ...article, updated: new Date('2025-06-01T00:00:00Z') },
        'https://exemple.fr/blog/cpf/',
        'https://exemple.fr/i.png',
        organisation,
      ),
    );
    expect(posting.dateModified).toBe('2025-06-01');
  });

  it('un service de l’organisme signe en Organization, une personne en Person', () => {
    expect(buildAuthor(article.author, organisation)).toMatchObject({ '@type': 'Organization' });
    expect(buildAuthor('Inès Martin', organisation)).toEqual({
      '@type': 'Person',
      name: 'Inès Martin',
    });
  });
});

describe('listes et navigation', () => {
  it('BreadcrumbList : positions à partir de 1, dans l’ordre du fil', () => {
    const trail = json(
      buildBreadcrumbList([
        { name: 'Accueil', url: 'https://exemple.fr/' },
        { name: 'Blog', url: 'https://exemple.fr/blog/' },
        { name: 'Article', url: 'https://exemple.fr/blog/a/' },
      ]),
    );
    expect(trail.itemListElement.map((item: any) => [item.position, item.name, item.item])).toEqual(
      [
        [1, 'Accueil', 'https://exemple.fr/'],
        [2, 'Blog', 'https://exemple.fr/blog/'],
        [3, 'Article', 'https://exemple.fr/blog/a/'],
      ],
    );
  });

  it('ItemList : chaque formation par position, nom et adresse', () => {
    const list = json(
      buildItemList('Formations', [
        { name: 'A', url: 'https://exemple.fr/formation/a/' },
        { name: 'B', url: 'https://exemple.fr/formation/b/' },
      ]),
    );
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect(list.itemListElement).toHaveLength(2);
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'B',
      url: 'https://exemple.fr/formation/b/',
    });
  });

  it('FAQPage : une Question et sa réponse par entrée', () => {
    const faq = json(
      buildFaqPage('https://exemple.fr/faq/', [{ question: 'Combien ?', answer: 'Rien.' }]),
    );
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Combien ?',
        acceptedAnswer: { '@type': 'Answer', text: 'Rien.' },
      },
    ]);
  });
});
