-- Local and preview data: the three placeholder testimonials (SPEC §4, §9), published.
-- The insert trigger makes every new testimonial pending, so publishing is a second step,
-- exactly as a moderator does it. The seed runs on an empty database only.
insert into public.testimonials (name, formation, rating, text)
values
  ('Sophie M.', 'Titre Professionnel Conseiller de Vente', 5,
   'Une formation concrète et bien rythmée. Les formateurs sont à l''écoute et l''alternance m''a permis de décrocher un CDI dans mon entreprise d''accueil.'),
  ('Karim B.', 'Titre Professionnel Manager d''Unité Marchande', 5,
   'J''ai pu reprendre mes études tout en travaillant. Le suivi personnalisé et la préparation aux examens ont fait toute la différence.'),
  ('Julie L.', 'Titre Professionnel Employé Commercial', 4,
   'Une équipe bienveillante et des cours adaptés à mon rythme. Je recommande à toute personne en reconversion dans le commerce.');

update public.testimonials set validated = true;
