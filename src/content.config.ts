// Collections = loader + schema. Editors' files live in the top-level content/ folder;
// each schema, in src/schemas/, documents its fields for them.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { TrainingSchema } from './schemas/training';
import { ArticleSchema } from './schemas/article';
import { LegalPageSchema } from './schemas/legal-page';
import { FaqItemSchema } from './schemas/faq';
import { MissionItemSchema, TeamMemberSchema } from './schemas/about';
import { CompanyFinancingSchema, FundingCardSchema } from './schemas/funding';
import { CompanyTrainingSchema, FeatureCardSchema } from './schemas/offer-cards';
import { SampleCourseSchema } from './schemas/sample-course';
import { PlaceholderTestimonialSchema } from './schemas/testimonial';
import { DashboardSampleSchema } from './schemas/dashboard';
import { ResultCountsSchema } from './schemas/results';
import { QuestionnaireSchema } from './schemas/questionnaire';

const mdx = (folder: string) => glob({ base: `./content/${folder}`, pattern: '*.mdx' });
const data = (name: string) => file(`./content/data/${name}.yaml`);

export const collections = {
  trainings: defineCollection({ loader: mdx('trainings'), schema: TrainingSchema }),
  articles: defineCollection({ loader: mdx('articles'), schema: ArticleSchema }),
  legal: defineCollection({ loader: mdx('legal'), schema: LegalPageSchema }),
  faq: defineCollection({ loader: mdx('faq'), schema: FaqItemSchema }),
  team: defineCollection({ loader: data('team'), schema: TeamMemberSchema }),
  mission: defineCollection({ loader: data('mission'), schema: MissionItemSchema }),
  funding: defineCollection({ loader: data('funding'), schema: FundingCardSchema }),
  companyFinancing: defineCollection({
    loader: data('company-financing'),
    schema: CompanyFinancingSchema,
  }),
  companyTrainings: defineCollection({
    loader: data('company-trainings'),
    schema: CompanyTrainingSchema,
  }),
  features: defineCollection({ loader: data('features'), schema: FeatureCardSchema }),
  sampleCourses: defineCollection({ loader: data('sample-courses'), schema: SampleCourseSchema }),
  placeholderTestimonials: defineCollection({
    loader: data('testimonials'),
    schema: PlaceholderTestimonialSchema,
  }),
  dashboard: defineCollection({ loader: data('dashboard'), schema: DashboardSampleSchema }),
  results: defineCollection({ loader: data('results'), schema: ResultCountsSchema }),
  questionnaires: defineCollection({
    loader: glob({ base: './content/questionnaires', pattern: '*.yaml' }),
    schema: QuestionnaireSchema,
  }),
};
