import type { FaqFields } from './fields.generated';

/**
 * schema.org FAQPage structured data for the questions that have both a question and an answer (search
 * engines reject incomplete ones). Answers keep their HTML, which FAQPage allows. Every `<` is written as
 * `\u003c`, so content can never close the script element (`</script>`) or open a comment in it.
 * Undefined when no question qualifies.
 */
export function faqJsonLd(items: FaqFields['Items']): string | undefined {
  const questions = (items ?? []).flatMap(({ fields }) => {
    const question = String(fields.Title.value).trim();
    const answer = fields.Content.value.trim();
    return question && answer
      ? [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }]
      : [];
  });
  if (questions.length === 0) return undefined;
  const data = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
