-- Local and preview data: the three placeholder testimonials of content/data/testimonials.yaml
-- (docs/product.md §4, §9), published. The insert trigger makes every new testimonial pending and stamps it
-- with now(), so publishing (and dating) is a second step, exactly as a moderator does it.
insert into public.testimonials (name, formation, rating, text)
values
  ('Sarah B.', 'Titre professionnel Conseiller de vente', 5,
   'Après huit ans en caisse, je voulais évoluer sans reprendre des études longues. Les mises en situation et le suivi de ma formatrice m’ont redonné confiance : j’ai obtenu mon titre du premier coup et je suis aujourd’hui conseillère de vente dans un magasin de sport.'),
  ('Mehdi K.', 'Titre professionnel Manager d’unité marchande', 5,
   'J’ai suivi la formation en alternance dans une enseigne alimentaire. Les cas pratiques collaient à mon quotidien de chef de rayon, et l’équipe m’a aidé à monter mon dossier avec mon employeur. Un an plus tard, je dirige une équipe de douze personnes.'),
  ('Julie R.', 'Titre professionnel Employé commercial', 4,
   'Une formation concrète et bien rythmée, avec des formateurs disponibles. Le distanciel m’a permis de me former tout en m’occupant de mes enfants, et la préparation à l’examen m’a vraiment rassurée.');

update public.testimonials set validated = true, created_at = '2025-06-18', published_at = '2025-06-18' where name = 'Sarah B.';
update public.testimonials set validated = true, created_at = '2025-04-02', published_at = '2025-04-02' where name = 'Mehdi K.';
update public.testimonials set validated = true, created_at = '2025-02-11', published_at = '2025-02-11' where name = 'Julie R.';
