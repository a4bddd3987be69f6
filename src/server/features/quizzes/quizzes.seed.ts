import { count } from 'drizzle-orm';
import type { Question } from '#shared/quizzes/schemas';
import { quizWeekAt } from '#shared/quizzes/week';
import type { SeedOptions } from '#server/areas/area';
import type { Db } from '#server/db/client';
import { quizzes } from '#server/db/schema/index';

/**
 * The video of YouTube's own IFrame Player API documentation: a public video that embeds
 * everywhere, standing in for the training videos an admin links (ADR 021).
 */
const DEMO_VIDEO_ID = 'M7lc1UVf-VE';

type DemoQuestion = Omit<Question, 'questionId'>;

/** Four weeks of training, oldest first; the last is this week's active quiz. */
const DEMO_QUIZZES: { title: string; questions: DemoQuestion[] }[] = [
  {
    title: 'Reading a Wine Label',
    questions: [
      {
        text: 'On a French wine label, what does "Appellation d\'Origine Protégée" tell the customer?',
        options: [
          'The wine comes from a defined area and follows its rules',
          'The wine is organic',
          'The wine was aged in oak',
          'The wine is sweet',
        ],
        correctAnswerIndex: 0,
      },
      {
        text: 'What does the vintage on a label mean?',
        options: [
          'The year the winery was founded',
          'The year the grapes were harvested',
          'The bottling year',
          'The best-before year',
        ],
        correctAnswerIndex: 1,
      },
      {
        text: 'A German Riesling labelled "Trocken" is…',
        options: ['Sparkling', 'Dessert-sweet', 'Dry', 'Made from late-harvest grapes'],
        correctAnswerIndex: 2,
      },
    ],
  },
  {
    title: 'Serving Temperatures and Storage',
    questions: [
      {
        text: 'At what temperature range should most full-bodied red wines be served?',
        options: ['35–40°F', '45–50°F', '60–65°F', '75–80°F'],
        correctAnswerIndex: 2,
      },
      {
        text: 'Why are cork-finished bottles stored on their side?',
        options: [
          'To keep the cork moist so air stays out',
          'To save shelf space',
          'So the sediment mixes back in',
          'So the label stays readable',
        ],
        correctAnswerIndex: 0,
      },
      {
        text: 'Which is the biggest enemy of wine kept on the sales floor?',
        options: ['Humidity', 'Direct sunlight and heat', 'Cold air from the door', 'Being stood upright for a day'],
        correctAnswerIndex: 1,
      },
    ],
  },
  {
    title: 'Beer Styles 101',
    questions: [
      {
        text: 'What mainly sets a lager apart from an ale?',
        options: ['Its colour', 'The yeast and a cooler fermentation', 'The amount of hops', 'Its alcohol content'],
        correctAnswerIndex: 1,
      },
      {
        text: 'What does IPA stand for?',
        options: ['Imperial Pale Ale', 'India Pale Ale', 'Irish Porter Ale', 'International Pilsner Ale'],
        correctAnswerIndex: 1,
      },
      {
        text: 'Which style gets its dark colour and coffee notes from roasted barley?',
        options: ['Hefeweizen', 'Pilsner', 'Stout', 'Saison'],
        correctAnswerIndex: 2,
      },
      {
        text: 'A customer asks for a beer that is tart and fruity. Which style do you suggest?',
        options: ['Berliner Weisse or a fruited sour', 'Doppelbock', 'Barleywine', 'Brown ale'],
        correctAnswerIndex: 0,
      },
    ],
  },
  {
    title: 'Food Pairing at the Register',
    questions: [
      {
        text: 'A customer is serving grilled ribeye. Which wine is the classic match?',
        options: ['Moscato', 'Cabernet Sauvignon', 'Pinot Grigio', 'Prosecco'],
        correctAnswerIndex: 1,
      },
      {
        text: 'Which wine usually pairs best with spicy Thai food?',
        options: ['An off-dry Riesling', 'A high-alcohol Zinfandel', 'A heavily oaked Chardonnay', 'Vintage Port'],
        correctAnswerIndex: 0,
      },
      {
        text: 'What is a safe suggestion for a cheese board with many different cheeses?',
        options: [
          'Only a big red',
          'A sparkling wine such as Champagne or Crémant',
          'Only a dessert wine',
          'Any wine, pairing does not matter',
        ],
        correctAnswerIndex: 1,
      },
      {
        text: 'The rule of thumb for pairing wine with dessert is that the wine should be…',
        options: ['Drier than the dessert', 'At least as sweet as the dessert', 'Red', 'Served warm'],
        correctAnswerIndex: 1,
      },
      {
        text: 'Which wine is the traditional partner of oysters?',
        options: ['Muscadet or Chablis', 'Amarone', 'Malbec', 'Tawny Port'],
        correctAnswerIndex: 0,
      },
    ],
  },
];

const DAY = 86_400_000;

/** Demo quizzes: three past weeks and this week's active quiz (demo data only). */
export async function seedDemoQuizzes(db: Db, options: SeedOptions): Promise<number> {
  if (!options.includeDemo) return 0;
  const [existing] = await db.select({ n: count() }).from(quizzes);
  if ((existing?.n ?? 0) > 0) return 0;
  const now = options.now();
  const last = DEMO_QUIZZES.length - 1;
  await db.insert(quizzes).values(
    DEMO_QUIZZES.map((quiz, index) => {
      const weeksAgo = last - index;
      const week = quizWeekAt(new Date(now.getTime() - weeksAgo * 7 * DAY));
      return {
        title: quiz.title,
        videoId: DEMO_VIDEO_ID,
        questions: quiz.questions.map((question, number) => ({ questionId: `q${number + 1}`, ...question })),
        isActive: weeksAgo === 0,
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        createdAt: new Date(Date.parse(`${week.weekStart}T15:00:00Z`)),
        createdBy: 'admin',
      };
    }),
  );
  return DEMO_QUIZZES.length;
}
