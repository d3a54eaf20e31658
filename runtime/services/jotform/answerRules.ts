/**
 * What a Jotform form takes as answers, by its definition: a required question must be answered, an
 * answer is at most the question's length (200 characters, 2,000 for a longer text, unless the form says
 * otherwise), an e-mail is an address, a phone number is an optional plus then 6 to 20 digits or spaces
 * (spec 001 §5, as the lead forms), a date is `YYYY-MM-DD` and a dropdown's answer is one of its options.
 * One module for both sides: the embedded service refuses what breaks a rule (the Jotform host does the
 * same), and the JotformEmbed form marks the field before anything is sent. Browser-safe.
 */
import type { JotformDefinition, JotformQuestion } from './contract';

/** The rule an answer breaks; the form shows the dictionary's `formError.<rule>` text for it. */
export type JotformRule = 'required' | 'maxLength' | 'format' | 'pattern' | 'enum';

export interface JotformAnswerProblem {
  /** The question's id and field name. */
  qid: string;
  name: string;
  rule: JotformRule;
  /** `limit` of `maxLength`, as ajv names it, so the form's texts fill `{{limit}}` alike. */
  params: { limit?: number };
}

const SHORT_ANSWER_LENGTH = 200;
const LONG_ANSWER_LENGTH = 2_000;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ]{6,20}$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** The longest answer the question takes. */
export const questionMaxLength = (question: JotformQuestion): number =>
  question.maxLength ?? (question.type === 'control_textarea' ? LONG_ANSWER_LENGTH : SHORT_ANSWER_LENGTH);

/** The rule a question's answer (blank: unanswered) breaks, if any. */
export function answerProblem(
  question: JotformQuestion,
  answer: string | undefined,
): JotformRule | undefined {
  const text = answer?.trim() ?? '';
  if (text === '') return question.required ? 'required' : undefined;
  if (text.length > questionMaxLength(question)) return 'maxLength';
  switch (question.type) {
    case 'control_email':
      return EMAIL.test(text) ? undefined : 'format';
    case 'control_phone':
      return PHONE.test(text) ? undefined : 'pattern';
    case 'control_datetime':
      return DATE.test(text) ? undefined : 'format';
    case 'control_dropdown':
      return question.options?.includes(text) ? undefined : 'enum';
    default:
      return undefined;
  }
}

/** Every question whose answer breaks a rule, in the form's order. */
export function jotformAnswerProblems(
  definition: JotformDefinition,
  answers: Readonly<Record<string, string>>,
): JotformAnswerProblem[] {
  return definition.questions.flatMap((question) => {
    const rule = answerProblem(question, answers[question.qid]);
    if (!rule) return [];
    const params = rule === 'maxLength' ? { limit: questionMaxLength(question) } : {};
    return [{ qid: question.qid, name: question.name, rule, params }];
  });
}
