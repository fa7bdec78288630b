// A certified Qualiopi status for tests of what the site shows once the certificate is issued
// (src/config/qualiopi.ts stays `pending` until then, so tests never switch the real setting).
import type { QualiopiStatus } from '~/config/qualiopi';

export const CERTIFIED_QUALIOPI: QualiopiStatus = {
  status: 'certified',
  certificateNumber: 'QUA-0001',
  issuedOn: '2026-01-01',
  validUntil: '2029-01-01',
  certifier: 'Certificateur',
  categories: ['actions de formation'],
  certificatePdf: '/qualiopi/certificat.pdf',
  markImage: '/qualiopi/marque.png',
};
